import { effect, signal, type Signal } from '@preact/signals-core';
import type { Demo } from './demo';
import { el, setAttribute, uniqueId } from './dom';

/** A message shown with a field: an i18n key and its interpolation values. */
export interface FieldMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

export interface Field<C extends HTMLInputElement | HTMLSelectElement> {
  readonly root: HTMLElement;
  readonly control: C;
  /** The field's error: shown under it, linked with aria-describedby, and sets aria-invalid. */
  readonly error: Signal<FieldMessage | null>;
}

interface FieldOptions {
  readonly labelKey: string;
  readonly required?: boolean;
  /** A permanent hint under the control. */
  readonly hint?: () => string;
}

/** Label, control, hint and error message, wired for screen readers. */
function field<C extends HTMLInputElement | HTMLSelectElement>(
  demo: Demo,
  control: C,
  { labelKey, required = false, hint }: FieldOptions,
): Field<C> {
  const id = uniqueId('field');
  control.id = id;
  if (required) control.required = true;

  const label = el('label', { className: 'field__label', attrs: { for: id } }, [
    el('span', { text: () => demo.t(labelKey) }),
    required ? el('span', { className: 'field__required', attrs: { 'aria-hidden': 'true' }, text: () => ' *' }) : null,
  ]);
  const hintId = `${id}-hint`;
  const hintText = hint ? el('p', { className: 'field__hint', attrs: { id: hintId }, text: hint }) : null;
  const errorId = `${id}-error`;
  const errorText = el('p', { className: 'field__error', attrs: { id: errorId } });

  const error = signal<FieldMessage | null>(null);
  effect(() => {
    const message = error.value;
    errorText.textContent = message ? demo.t(message.key, message.params) : '';
    setAttribute(control, 'aria-invalid', message ? 'true' : null);
    const describedBy = [hintText ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
    setAttribute(control, 'aria-describedby', describedBy || null);
  });

  const isCheck = control instanceof HTMLInputElement && control.type === 'checkbox';
  const root = el('div', { className: isCheck ? 'field field--check' : 'field' }, [
    isCheck ? control : label,
    isCheck ? label : control,
    hintText,
    errorText,
  ]);
  return { root, control, error };
}

export interface InputOptions extends FieldOptions {
  readonly name: string;
  readonly type?: string;
  readonly autocomplete?: string;
  readonly inputMode?: string;
  readonly placeholderKey?: string;
  readonly value?: string;
}

export function inputField(demo: Demo, options: InputOptions): Field<HTMLInputElement> {
  const input = el('input', {
    className: 'field__control',
    attrs: {
      name: options.name,
      type: options.type ?? 'text',
      autocomplete: options.autocomplete ?? null,
      inputmode: options.inputMode ?? null,
    },
  });
  if (options.value !== undefined) input.value = options.value;
  const { placeholderKey } = options;
  if (placeholderKey) {
    effect(() => {
      input.placeholder = demo.t(placeholderKey);
    });
  }
  return field(demo, input, options);
}

export function checkboxField(demo: Demo, options: FieldOptions & { readonly name: string }): Field<HTMLInputElement> {
  const input = el('input', { className: 'field__check', attrs: { name: options.name, type: 'checkbox' } });
  return field(demo, input, options);
}

export interface SelectOptions extends FieldOptions {
  readonly name: string;
  /** Option values and the i18n keys of their texts. */
  readonly options: ReadonlyArray<{ readonly value: string; readonly labelKey: string }>;
  readonly value?: string;
}

export function selectField(demo: Demo, options: SelectOptions): Field<HTMLSelectElement> {
  const select = el(
    'select',
    { className: 'field__control', attrs: { name: options.name } },
    options.options.map(({ value, labelKey }) =>
      el('option', { attrs: { value }, text: () => demo.t(labelKey) }),
    ),
  );
  if (options.value !== undefined) select.value = options.value;
  return field(demo, select, options);
}
