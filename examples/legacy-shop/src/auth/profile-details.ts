import type { Birthday, ProfileForm } from '@vitrina/core';
import type { Db } from '../db/open-database';

/** A birthday as the users table keeps it, 'YYYY-MM-DD'. */
export function birthdayText(birthday: Birthday | null): string | null {
  if (!birthday) return null;
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(birthday.year, 4)}-${pad(birthday.month, 2)}-${pad(birthday.day, 2)}`;
}

/**
 * Saves a user's own details from a form the core's profile rules passed: the phone as digits
 * ('380671234567'), no last name as ''. The e-mail, the login, is not changed here.
 */
export function saveProfileDetails(db: Db, userId: number, form: ProfileForm): void {
  db.prepare('UPDATE users SET first_name = ?, last_name = ?, phone = ?, birthday = ? WHERE id = ?').run(
    form.firstName,
    form.lastName ?? '',
    form.phone.replace(/\D/g, ''),
    birthdayText(form.birthday),
    userId,
  );
}
