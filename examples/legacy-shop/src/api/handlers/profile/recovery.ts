import { recoveryFormSchema } from '@vitrina/core';
import { userByEmail } from '../../../auth/find-user';
import { createPasswordReset } from '../../../auth/password-resets';
import { passwordResetLink, queueRecoveryMessage } from '../../../auth/recovery-message';
import type { ApiHandler } from '../../handler';
import { validFields } from './valid-fields';

/** Answers the same whether or not the e-mail is registered, so the form tells nobody who is. */
export const recovery: ApiHandler<'recovery'> = ({ db, input, now }) => {
  const { email } = validFields(recoveryFormSchema, input);
  const user = userByEmail(db, email);
  const token = user ? createPasswordReset(db, user, now) : undefined;
  if (user && token) {
    const messageId = queueRecoveryMessage(db, user, token, user.lang, now);
    // The shop sends no mail: the log and the outbox are how a developer follows the link.
    console.info(`Password recovery for user ${user.id} queued as outbox #${messageId}: ${passwordResetLink(token)}`);
  }
  return { success: true };
};
