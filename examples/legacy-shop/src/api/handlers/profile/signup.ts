import { finishSignUp, hashSignUpPassword, signupFormSchema, startSignUp, type SignupForm } from '../../../auth/sign-up';
import { issueToken } from '../../../auth/tokens';
import type { PreparedApiHandler } from '../../handler';
import { inWriteTransaction } from '../../write-transaction';
import { validFields } from './valid-fields';

/** Counted in a short transaction, the password hashed off the event loop, the account made in the call's transaction. */
export const signup: PreparedApiHandler<'signup', { readonly form: SignupForm; readonly passwordHash: string }> = {
  async prepare({ db, settings, input, ip, now }) {
    const form = validFields(signupFormSchema, input);
    inWriteTransaction(db, () => startSignUp(db, settings, form, { lang: input.lang, ip, now }));
    return { form, passwordHash: await hashSignUpPassword(form) };
  },
  commit({ db, input, ip, now }, { form, passwordHash }) {
    const user = finishSignUp(db, form, passwordHash, { lang: input.lang, ip, now });
    return { success: true, data: { token: issueToken(db, user.id, now), is_sign_up: true } };
  },
};
