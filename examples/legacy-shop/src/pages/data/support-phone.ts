import { generalDataSchema, SUPPORT_PHONE, type Lang } from '@vitrina/core';
import type { Db } from '../../db/open-database';
import { readContent } from './main-content';

/** The support phone of the shop's general data, else the shop's default number (SUPPORT_PHONE). */
export function supportPhone(db: Db, lang: Lang): string {
  return readContent(db, 'general', lang, generalDataSchema)?.support_phone ?? SUPPORT_PHONE;
}
