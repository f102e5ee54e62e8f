import { validate } from '@vitrina/core';
import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useMessages } from '../../i18n/use-messages';
import { useFormSubmit } from '../fields/use-form-submit';
import { useFocusFailure } from '../fields/use-focus-failure';
import { toFormFailure } from './form-failure';
import { messageText } from './message-text';

export interface SignInFormOptions<Values, Parsed> {
  /** The values the form starts with. */
  readonly initial: Values;
  /** The core's form schema: the same rules the SDK applies before sending. */
  readonly schema: ZodMiniType<Parsed>;
  /** The form's field names, in the order they are shown (focus goes to the first invalid one). */
  readonly fields: readonly (keyof Values & string)[];
  /** Sends the checked values; a rejection is shown on the form, the typed values stay. */
  readonly send: (values: Parsed) => Promise<void>;
  /** The API's field names that differ from the form's (`first_name` → `name`). */
  readonly rename?: Readonly<Record<string, string>>;
}

/** What a field of the form shows: its value, its change, and its error's text. */
export interface SignInFieldState<Value> {
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  readonly error: string | undefined;
}

export interface SignInForm<Values> {
  readonly values: Values;
  readonly setValues: Dispatch<SetStateAction<Values>>;
  /** The text of a failure for the whole form (a server refusal, a failed request). */
  readonly formError: string | null;
  readonly busy: boolean;
  /** Contains the fields; focus moves to the first one marked invalid after a failed submit. */
  readonly rootRef: RefObject<HTMLElement | null>;
  /** A field's value and error; a change forgets the error. */
  field<K extends keyof Values & string>(name: K): SignInFieldState<Values[K]>;
  /** Checks the values and sends them; ignored while a submit is on its way. */
  submit(): Promise<void>;
}

/**
 * A sign-in form's values and submit: the core's validation first (field errors, nothing sent),
 * then one request at a time, then the server's verdict under the fields or above the form.
 */
export function useSignInForm<Values, Parsed>({ initial, schema, fields, send, rename }: SignInFormOptions<Values, Parsed>): SignInForm<Values> {
  const { t } = useMessages();
  const [values, setValues] = useState<Values>(initial);
  const form = useFormSubmit({ fields, toFailure: (error, shown) => toFormFailure(error, shown, rename) });
  const rootRef = useRef<HTMLElement | null>(null);

  useFocusFailure(rootRef, form.failures);

  return {
    values,
    setValues,
    formError: form.formError && messageText(t, form.formError),
    busy: form.sending,
    rootRef,
    field(name) {
      const key = form.fieldErrors[name];
      return {
        value: values[name],
        onChange: (value) => {
          setValues((current) => ({ ...current, [name]: value }));
          form.clearField(name);
        },
        error: key && messageText(t, key),
      };
    },
    async submit() {
      let checked: Parsed | undefined;
      await form.run(
        async () => send(checked as Parsed),
        () => {
          const result = validate(schema, values);
          if (!result.ok) return { fields: result.fields, form: null };
          checked = result.value;
          return null;
        },
      );
    },
  };
}
