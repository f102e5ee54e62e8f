import * as z from 'zod/mini';
import { languages, type Lang } from '../i18n/languages';

/** The shop's languages (docs/i18n.md#languages): Ukrainian and Russian. */
export const langSchema = z.enum(languages.map((language) => language.code) as [Lang, ...Lang[]]);
