import type { Lang } from '@vitrina/core';
import type { Db } from '../db/open-database';
import type { UserRow } from '../db/rows';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TTL_MS } from './password-resets';

const texts = {
  uk: {
    subject: 'Відновлення пароля',
    body: (name: string, link: string, minutes: number) =>
      `${name}, щоб задати новий пароль, перейдіть за посиланням: ${link}\nПосилання діє ${minutes} хв і лише один раз. Якщо ви не просили відновити пароль, нічого не робіть.`,
  },
  ru: {
    subject: 'Восстановление пароля',
    body: (name: string, link: string, minutes: number) =>
      `${name}, чтобы задать новый пароль, перейдите по ссылке: ${link}\nСсылка действует ${minutes} мин и только один раз. Если вы не просили восстановить пароль, ничего не делайте.`,
  },
} as const;

export function passwordResetLink(token: string): string {
  return `${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/** Queues the recovery e-mail in the outbox (the shop keeps messages instead of mailing them). */
export function queueRecoveryMessage(db: Db, user: Pick<UserRow, 'email' | 'first_name'>, token: string, lang: Lang, now: Date): number {
  const text = texts[lang];
  const link = passwordResetLink(token);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
    .run(user.email, text.subject, text.body(user.first_name, link, PASSWORD_RESET_TTL_MS / 60_000), now.toISOString());
  return Number(lastInsertRowid);
}
