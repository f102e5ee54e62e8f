import { FREE_DELIVERY_FROM, SUPPORT_PHONE, generalDataSchema, languages, type GeneralData } from '@vitrina/core';
import type { ApiHandler } from '../../handler';
import { readContent } from './content';

const DEFAULT_GENERAL_DATA: GeneralData = {
  languages: languages.map(({ code, label }) => ({ code, label })),
  support_phone: SUPPORT_PHONE,
  free_delivery_from: FREE_DELIVERY_FROM,
};

/** Content key 'general' when it holds valid data, else the shop's constants (docs/constants.md). */
export const getGeneralData: ApiHandler<'GetGeneralData'> = ({ db, lang }) => {
  const configured = generalDataSchema.safeParse(readContent(db, 'general', lang));
  return { success: true, data: configured.success ? configured.data : DEFAULT_GENERAL_DATA };
};
