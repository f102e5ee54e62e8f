import { randomUUID } from 'node:crypto';
import type { Lang } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { conflict } from '../http/api-error';
import { normalizeEmail } from './emails';
import { userByEmail, userById } from './find-user';

export interface NewUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly lang: Lang;
  readonly phone?: string | null;
  readonly passwordHash?: string | null;
  readonly social?: { readonly network: string; readonly id: string } | null;
}

export const emailTaken = () => conflict('errors.email_already_registered', 'The e-mail is already registered');

/** Inserts an account; a registered e-mail is a 409 'errors.email_already_registered'. */
export function createUser(db: Db, user: NewUser, now: Date): UserRow {
  if (userByEmail(db, user.email)) throw emailTaken();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (uuid, email, password_hash, first_name, last_name, phone, lang, social_network, social_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomUUID(),
      normalizeEmail(user.email),
      user.passwordHash ?? null,
      user.firstName,
      user.lastName,
      user.phone ?? null,
      user.lang,
      user.social?.network ?? null,
      user.social?.id ?? null,
      now.toISOString(),
    );
  return userById(db, Number(lastInsertRowid))!;
}
