import type { MarketingContact } from '../../schemas/marketing-contact';
import type { User } from '../../schemas/user';

/** The user as the marketing e-mail service knows them: e-mail and sms channels, keyed by uuid. */
export function marketingContactOf(user: Pick<User, 'uuid' | 'first_name' | 'last_name' | 'email' | 'phone'>): MarketingContact {
  const channels: MarketingContact['channels'][number][] = [];
  if (user.email.trim() !== '') channels.push({ type: 'email', value: user.email });
  if (user.phone !== null && user.phone.trim() !== '') channels.push({ type: 'sms', value: user.phone });
  return { firstName: user.first_name, lastName: user.last_name, channels, externalCustomerId: user.uuid };
}
