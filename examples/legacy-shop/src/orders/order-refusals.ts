import { unprocessable } from '../http/api-error';

/**
 * The reasons an order is refused, by the request's field path ('person.phone',
 * 'delivery.address.building', 'lines.1042'): the first reason of each field. Every check adds
 * what it finds, so the shopper learns every problem at once rather than one per attempt.
 */
export class OrderRefusals {
  private readonly fields = new Map<string, string>();

  add(path: string, key: string): void {
    if (!this.fields.has(path)) this.fields.set(path, key);
  }

  /** A form check's fields ('lastName' → message key) under the request's path of that form ('person'). */
  addAll(prefix: string, fields: Readonly<Record<string, string>>): void {
    for (const [path, key] of Object.entries(fields)) this.add(path === '' ? prefix : `${prefix}.${path}`, key);
  }

  get size(): number {
    return this.fields.size;
  }

  /** 422 naming every refused field; the answer's code is the first refusal's message key. */
  throwIfAny(): void {
    const [first] = this.fields.values();
    if (first === undefined) return;
    const fields = Object.fromEntries(this.fields);
    throw unprocessable(first, `The order is refused: ${Object.keys(fields).join(', ')}`, fields);
  }
}
