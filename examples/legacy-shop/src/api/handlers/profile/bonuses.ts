import type { ApiHandler } from '../../handler';
import { signedInUser } from './signed-in-user';

/** The caller's bonus balance (1 bonus = 1 UAH). */
export const getBonusesCount: ApiHandler<'GetBonusesCount'> = ({ user }) => ({
  success: true,
  data: { available_bonuses: signedInUser(user).bonuses },
});
