import { profileFormSchema } from '../../rules/profile-rules';
import { assertValid } from '../../rules/validate';
import type { User } from '../../schemas/user';
import { toValidationError } from '../addresses/to-validation-error';
import type { ServiceContext } from '../service-context';
import type { ProfileInput } from './profile-types';

/** The request's field names that differ from the form's. */
const FORM_FIELDS = { first_name: 'firstName', last_name: 'lastName' };

/**
 * Checks the profile with the profile rules (ValidationError, nothing sent) and sends it (PUT me);
 * the server's 422 on the same rules comes back as the form's ValidationError. Resolves with the
 * updated user.
 */
export async function sendProfile({ api }: Pick<ServiceContext, 'api'>, input: ProfileInput): Promise<User> {
  const form = assertValid(profileFormSchema, input);
  try {
    const answer = await api.call('meProfile', {
      body: {
        first_name: form.firstName,
        last_name: form.lastName ?? '',
        phone: form.phone.replace(/\D/g, ''),
        birthday: form.birthday,
      },
    });
    return answer.data;
  } catch (error) {
    throw toValidationError(error, FORM_FIELDS) ?? error;
  }
}
