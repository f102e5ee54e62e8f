import { profileFormSchema } from '@vitrina/core';
import { userById } from '../../../auth/find-user';
import { saveProfileDetails } from '../../../auth/profile-details';
import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';
import { userView } from './user-view';
import { validFields } from './valid-fields';

/** The request's field names, by the form's. */
const API_FIELDS = { firstName: 'first_name', lastName: 'last_name' };

/**
 * PUT me: the caller's own details, checked with the core's profile rules (a 422 names the
 * fields in the request's spelling); the answer is the caller as the login check returns them.
 * Only the token's user is touched.
 */
export const meProfile: ApiHandler<'meProfile'> = ({ db, user, input }) => {
  const owner = signedInUser(user);
  const form = validFields(
    profileFormSchema,
    { firstName: input.first_name, lastName: input.last_name, phone: input.phone, birthday: input.birthday },
    API_FIELDS,
  );
  saveProfileDetails(db, owner.id, form);
  return { success: true, data: userView(db, userById(db, owner.id)!) };
};

/** PUT me/settings: the caller's handedness (the request's schema allows only 'left' and 'right'). */
export const meSettings: ApiHandler<'meSettings'> = ({ db, user, input }) => {
  db.prepare('UPDATE users SET handedness = ? WHERE id = ?').run(input.handedness, signedInUser(user).id);
  return { success: true };
};
