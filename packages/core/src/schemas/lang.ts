import * as z from 'zod/mini';
import { LANG_CODES } from '../i18n/languages';

/** The shop's languages (docs/i18n.md#languages): Ukrainian and Russian. */
export const langSchema = z.enum(LANG_CODES);
