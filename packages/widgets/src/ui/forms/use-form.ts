import { useCallback, useRef, useState } from 'react';
import { validationFailure, type FormFailure } from './form-failure';

export interface FormSubmit {
  readonly sending: boolean;
  /** Message keys by field, from the rules or the server. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The message key of a failure that is not about one field. */
  readonly formError: string | null;
  /** How many failures have been shown: a new one each time a submit fails. */
  readonly failures: number;
  /**
   * Runs `send` once at a time; a rejection becomes field or form errors, never an exception.
   * `check` comes first (ignored, like `send`, while a submit is on its way): a failure it
   * returns is shown and nothing is sent.
   */
  readonly run: (send: () => Promise<void>, check?: () => FormFailure | null) => Promise<void>;
  /** Forgets the field's error once the shopper edits it. */
  readonly clearField: (field: string) => void;
}

export interface FormSubmitOptions {
  /** The fields the form shows; they do not change while it is on screen. */
  readonly fields: readonly string[];
  /** What a rejection shows; by default a ValidationError's fields, and any other error's message. */
  readonly toFailure?: (error: unknown, fields: readonly string[]) => FormFailure;
}

/**
 * A form's sending state: one submit at a time, and its failure shown under the fields or above
 * the form, so the shopper's input stays and they can try again.
 */
export function useFormSubmit({ fields, toFailure = validationFailure }: FormSubmitOptions): FormSubmit {
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [failures, setFailures] = useState(0);
  const busy = useRef(false);
  const failureOf = useRef((error: unknown) => toFailure(error, fields));

  const run = useCallback(async (send: () => Promise<void>, check?: () => FormFailure | null) => {
    if (busy.current) return;
    const show = (failure: FormFailure) => {
      setFieldErrors(failure.fields);
      setFormError(failure.form);
      setFailures((count) => count + 1);
    };
    const early = check?.();
    if (early) {
      show(early);
      return;
    }
    busy.current = true;
    setSending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await send();
    } catch (error) {
      show(failureOf.current(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);

  const clearField = useCallback((field: string) => {
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors;
      const { [field]: _dropped, ...rest } = errors;
      return rest;
    });
  }, []);

  return { sending, fieldErrors, formError, failures, run, clearField };
}
