import { toFormFailure, validate, type FieldRename, type FormFailure } from '@vitrina/core';
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { messageText } from '../../i18n/message-text';
import { useMessages } from '../../i18n/use-messages';
import { useShopFormFields, type ShopFormFields } from './shop-form-fields';

export interface FormOptions<Values, Parsed> {
  /** The values the form starts with (a function is called once, on the first render). */
  readonly initial: Values | (() => Values);
  /** The form's field names; the keys of `initial` when not given. */
  readonly fields?: readonly (keyof Values & string)[];
  /** The core's form schema, checked before sending: its failures show under the fields, nothing is sent. */
  readonly schema?: ZodMiniType<Parsed>;
  /** Sends the (checked) values; a rejection is shown on the form and the typed values stay. */
  readonly send: (values: Parsed) => Promise<void>;
  /** The API's field names that differ from the form's (`first_name` → `name`). */
  readonly rename?: FieldRename;
  /**
   * On a shop page whose own no-script form the island replaces ('island'): what the shopper had
   * typed into it before the island mounted, taken into the values.
   */
  readonly takeOver?: { readonly host: 'dialog' | 'island'; readonly values: (page: ShopFormFields, current: Values) => Values };
}

/** What a field of the form shows: its value, its change, and its error's text. */
export interface FieldState<Value> {
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  readonly error: string | undefined;
}

export interface Form<Values> {
  readonly values: Values;
  readonly setValues: Dispatch<SetStateAction<Values>>;
  /** The message key of the failure about no single field (a server refusal, a failed request). */
  readonly formErrorKey: string | null;
  /** That failure's text. */
  readonly formError: string | null;
  readonly busy: boolean;
  /** Contains the fields; focus moves to the first one marked invalid after a failed submit. */
  readonly rootRef: RefObject<HTMLElement | null>;
  /** A field's value and error; a change forgets the error. */
  field<K extends keyof Values & string>(name: K): FieldState<Values[K]>;
  /** Checks the values and sends them, one submit at a time; ignored while one is on its way. */
  submit(): Promise<void>;
}

const NO_FAILURE: FormFailure = { fields: {}, form: null };

/**
 * A form's values and submit: the schema's check first (field errors, nothing sent), then one
 * request at a time, then the SDK's or the server's verdict under the fields or above the form
 * (`toFormFailure`), so the shopper's input stays and they can try again. After each failure the
 * focus goes to the first invalid field, else to the failure message.
 */
export function useForm<Values extends object, Parsed = Values>(options: FormOptions<Values, Parsed>): Form<Values> {
  const { t } = useMessages();
  const [values, setValues] = useState<Values>(options.initial);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const rootRef = useRef<HTMLElement | null>(null);
  const fields = useRef(options.fields ?? (Object.keys(values) as (keyof Values & string)[])).current;

  useFocusFailure(rootRef, failures);
  const takeOver = options.takeOver;
  useShopFormFields(
    takeOver?.host ?? 'dialog',
    rootRef,
    useCallback((page: ShopFormFields) => setValues((current) => takeOver?.values(page, current) ?? current), [takeOver]),
  );

  const show = (shown: FormFailure) => {
    setFailure(shown);
    setFailures((count) => count + 1);
  };

  return {
    values,
    setValues,
    formErrorKey: failure.form,
    formError: failure.form && messageText(t, failure.form),
    busy,
    rootRef,
    field(name) {
      const key = failure.fields[name];
      return {
        value: values[name],
        onChange: (value) => {
          setValues((current) => ({ ...current, [name]: value }));
          setFailure((current) => (name in current.fields ? { ...current, fields: withoutField(current.fields, name) } : current));
        },
        error: key && messageText(t, key),
      };
    },
    async submit() {
      if (sending.current) return;
      let checked = values as unknown as Parsed;
      if (options.schema) {
        const result = validate(options.schema, values);
        if (!result.ok) return show({ fields: result.fields, form: null });
        checked = result.value;
      }
      sending.current = true;
      setBusy(true);
      setFailure(NO_FAILURE);
      try {
        await options.send(checked);
      } catch (error) {
        show(toFormFailure(error, fields, options.rename));
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
  };
}

function withoutField(fields: Readonly<Record<string, string>>, name: string): Readonly<Record<string, string>> {
  const { [name]: _dropped, ...rest } = fields;
  return rest;
}

/**
 * After each failed submit (`failures` counts them), moves focus to the form's first invalid
 * field, else to its failure message (`[role="alert"]`, focusable), so a keyboard or screen-reader
 * user lands on what to fix. A field that has the focus already (the shopper pressed Enter in it)
 * is left and focused again on the next frame: focus that stays put is not read out again, a new
 * focus reads the field with its error.
 */
export function useFocusFailure(root: RefObject<HTMLElement | null>, failures: number): void {
  useEffect(() => {
    if (failures === 0) return;
    const form = root.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid && invalid === document.activeElement) {
      invalid.blur();
      const frame = requestAnimationFrame(() => invalid.focus());
      return () => cancelAnimationFrame(frame);
    }
    (invalid ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [root, failures]);
}
