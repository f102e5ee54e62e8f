import { validate } from '@vitrina/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { toFormFailure } from './form-failure';

export interface SignInFormOptions<Values, Parsed> {
  /** The core's form schema: the same rules the SDK applies before sending. */
  readonly schema: ZodMiniType<Parsed>;
  /** The form's field names, in the order they are shown (focus goes to the first invalid one). */
  readonly fields: readonly (keyof Values & string)[];
  /** Sends the checked values; a rejection is shown on the form, the typed values stay. */
  readonly send: (values: Parsed) => Promise<void>;
  /** The API's field names that differ from the form's (`first_name` → `name`). */
  readonly rename?: Readonly<Record<string, string>>;
}

export interface SignInForm<Values> {
  /** Message keys by field. */
  readonly errors: Readonly<Record<string, string>>;
  /** A message key for the whole form (a server refusal, a failed request). */
  readonly formError: string | null;
  readonly busy: boolean;
  /** Contains the fields; focus moves to the first one marked invalid after a failed submit. */
  readonly rootRef: RefObject<HTMLElement | null>;
  /** Checks `values` and sends them; ignored while a submit is on its way. */
  submit(values: Values): Promise<void>;
  /** Forgets the error of a field the shopper is changing. */
  clearError(field: string): void;
}

/**
 * A sign-in form's submit: the core's validation first (field errors, nothing sent), then one
 * request at a time, then the server's verdict under the fields or above the form.
 */
export function useSignInForm<Values, Parsed>({ schema, fields, send, rename }: SignInFormOptions<Values, Parsed>): SignInForm<Values> {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTicket, setFocusTicket] = useState(0);
  const sending = useRef(false);
  const rootRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (focusTicket === 0) return;
    const root = rootRef.current;
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? root?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [focusTicket]);

  const fail = (next: Readonly<Record<string, string>>, form: string | null) => {
    setErrors(next);
    setFormError(form);
    setFocusTicket((ticket) => ticket + 1);
  };

  return {
    errors,
    formError,
    busy,
    rootRef,
    async submit(values) {
      if (sending.current) return;
      const checked = validate(schema, values);
      if (!checked.ok) {
        fail(checked.fields, null);
        return;
      }
      sending.current = true;
      setBusy(true);
      setErrors({});
      setFormError(null);
      try {
        await send(checked.value);
      } catch (error) {
        const failure = toFormFailure(error, fields, rename);
        fail(failure.fields, failure.form);
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    clearError(field) {
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
  };
}
