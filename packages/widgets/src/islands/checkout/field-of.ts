import type { TextFieldName } from './text-fields';

/** What a text field of the checkout shows: its value, its change, and its verdict's text. */
export interface CheckoutField {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

export type FieldOf = (name: TextFieldName) => CheckoutField;
