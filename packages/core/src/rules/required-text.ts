import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../i18n/messages';

/** Trimmed text that must not be empty; empty input reports only `required`, never a format rule too. */
export function requiredText(required: ValidationMessageKey) {
  return z.string(required).check(z.trim(), z.minLength(1, { error: required, abort: true }));
}
