import { loginFormSchema } from '@vitrina/core';
import { checkLoginPassword, finishLogin, startLogin, type PendingLogin } from '../../../auth/log-in';
import { inWriteTransaction } from '../../write-transaction';
import type { PreparedApiHandler } from '../../handler';
import { validFields } from './valid-fields';

/** Counted in a short transaction, the password checked off the event loop, the token issued in the call's transaction. */
export const login: PreparedApiHandler<'login', { readonly pending: PendingLogin; readonly matches: boolean }> = {
  async prepare({ db, settings, input, ip, now }) {
    const { email, password } = validFields(loginFormSchema, input);
    const pending = inWriteTransaction(db, () => startLogin(db, settings, { email, ip, now }));
    return { pending, matches: await checkLoginPassword(pending, password) };
  },
  commit({ db }, { pending, matches }) {
    return { success: true, data: { token: finishLogin(db, pending, matches), is_sign_up: false } };
  },
};
