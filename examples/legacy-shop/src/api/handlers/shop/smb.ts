import {
  SUPPORT_PHONE,
  companyCodeSchema,
  companyNameSchema,
  emailSchema,
  nameSchema,
  optionalField,
  phoneSchema,
  SMB_COMMENT_MAX,
  smbRequestSchema,
  smbSettingsSchema,
  type SmbSettings,
  type StoredSmbRequest,
} from '@vitrina/core';
import * as z from 'zod/mini';
import type { Db } from '../../../db/open-database';
import type { ApiHandler } from '../../handler';
import { readContent } from './content';
import { parseFields } from './parse-fields';
import { requireCorporate } from './request-user';

const DEFAULT_SETTINGS: SmbSettings = { is_enabled: true, manager_phone: SUPPORT_PHONE, manager_email: 'b2b@vitrina.example' };

export function smbSettingsOf(data: unknown): SmbSettings {
  const configured = smbSettingsSchema.safeParse(data);
  return configured.success ? configured.data : DEFAULT_SETTINGS;
}

/** The business-request form's settings (content key 'smb.settings'), for corporate users only. */
export const smbSettings: ApiHandler<'smbSettings'> = ({ db, user, lang }) => {
  requireCorporate(user);
  return { success: true, data: smbSettingsOf(readContent(db, 'smb.settings', lang)) };
};

/** A corporate user's request to the business department: stored, and mailed to its manager. */
export const sendSmbRequest: ApiHandler<'sendSmbRequest'> = ({ db, input, user, lang, now }) => {
  const signedIn = requireCorporate(user);
  const request = parseFields(
    {
      company_name: companyNameSchema,
      company_code: companyCodeSchema,
      contact_name: nameSchema,
      phone: phoneSchema,
      email: emailSchema,
      comment: optionalField(z.string().check(z.trim(), z.maxLength(SMB_COMMENT_MAX, 'validation.too_long'))),
    },
    input,
  );
  const payload = JSON.stringify(request);
  db.prepare('INSERT INTO smb_requests (user_id, payload, created_at) VALUES (?, ?, ?)').run(signedIn.id, payload, now.toISOString());

  const settings = smbSettingsOf(readContent(db, 'smb.settings', lang));
  if (settings.manager_email) {
    db.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(
      settings.manager_email,
      `SMB: ${request.company_name} (${request.company_code})`,
      payload,
      now.toISOString(),
    );
  }
  return { success: true };
};

/** The user's own requests, newest first (a stored payload that no longer reads as one is left out). */
export function smbRequestsOf(db: Db, userId: number): StoredSmbRequest[] {
  const rows = db.prepare('SELECT id, payload, created_at FROM smb_requests WHERE user_id = ? ORDER BY id DESC').all(userId) as {
    id: number;
    payload: string;
    created_at: string;
  }[];
  return rows.flatMap((row) => {
    const request = smbRequestSchema.safeParse(JSON.parse(row.payload));
    return request.success ? [{ id: row.id, ...request.data, created_at: row.created_at }] : [];
  });
}

/** The signed-in corporate user's own business requests; nobody sees another's. */
export const smbRequests: ApiHandler<'smbRequests'> = ({ db, user }) => {
  const signedIn = requireCorporate(user);
  return { success: true, data: smbRequestsOf(db, signedIn.id) };
};
