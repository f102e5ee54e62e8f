import { ValidationError, VitrinaError } from '@vitrina/core';
import { useCallback, useRef, useState } from 'react';

export interface FormSubmit {
  readonly sending: boolean;
  /** Message keys by field, from the rules or the server. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The message key of a failure that is not about one field. */
  readonly formError: string | null;
  /** Runs `action` once at a time; a rejection becomes field or form errors, never an exception. */
  readonly run: (action: () => Promise<void>) => Promise<void>;
  /** Forgets the field's error once the shopper edits it. */
  readonly clearField: (field: string) => void;
}

/**
 * A dialog form's sending state. A ValidationError fills in its fields' messages (a field the
 * form does not show goes to the form's message); any other failure shows its message key, so
 * the shopper's input stays and they can try again.
 */
export function useFormSubmit(shownFields: readonly string[]): FormSubmit {
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);
  // The fields a form shows do not change while it is on screen.
  const shown = useRef(shownFields);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await action();
    } catch (error) {
      if (error instanceof ValidationError) {
        const own = Object.entries(error.fields).filter(([field]) => shown.current.includes(field));
        setFieldErrors(Object.fromEntries(own));
        const other = Object.entries(error.fields).find(([field]) => !shown.current.includes(field));
        if (other) setFormError(other[1]);
      } else {
        setFormError(error instanceof VitrinaError ? error.messageKey : 'errors.generic');
      }
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

  return { sending, fieldErrors, formError, run, clearField };
}
