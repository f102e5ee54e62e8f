import { element } from './island-test-kit';

/**
 * Puts `inner` on the page inside a product card inside a list, as the shop renders them: the card's
 * `data-analytics-item` and the list's `data-analytics-list` when given (null leaves the attribute
 * out). `between` wraps the card inside the list (a list item). Returns `inner`.
 */
export function inCardOfList<T extends Element>(inner: T, item: string | null, listJson: string | null, between?: string): T {
  const card = element('article', item === null ? {} : { 'data-analytics-item': item }, inner);
  const list = element('ul', listJson === null ? {} : { 'data-analytics-list': listJson }, between ? element(between, {}, card) : card);
  document.body.append(list);
  return inner;
}
