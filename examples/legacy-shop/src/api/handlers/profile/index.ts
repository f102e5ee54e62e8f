import type { ApiHandlers } from '../../handler';
import { getBonusesCount } from './bonuses';
import { addToCompareList, getComparesList, removeFromCompareList } from './compares';
import { addToFavoriteList, getFavoritesList, removeFromFavoriteList } from './favorites';
import { login } from './login';
import { loginSocial } from './login-social';
import { me } from './me';
import { meAddress } from './me-address';
import { meAddresses, meAddressRemove, meAddressUpdate } from './me-addresses';
import { meBonusHistory } from './me-bonus-history';
import { meOrders } from './me-orders';
import { meLang } from './me-lang';
import { meProfile, meSettings } from './me-profile';
import { recovery } from './recovery';
import { loggedIn, loggedOut } from './session';
import { signup } from './signup';

/** The profile calls of the registry, and the shop calls about the signed-in user's session. */
export const profileHandlers: Partial<ApiHandlers> = {
  login,
  LoginSocial: loginSocial,
  recovery,
  signup,
  addToFavoriteList,
  removeFromFavoriteList,
  getFavoritesList,
  addToCompareList,
  removeFromCompareList,
  getComparesList,
  meLang,
  meAddress,
  me,
  loggedIn,
  loggedOut,
  GetBonusesCount: getBonusesCount,
  // The profile portal's addresses, bonus history and orders.
  meAddresses,
  meAddressUpdate,
  meAddressRemove,
  meBonusHistory,
  meOrders,
  meProfile,
  meSettings,
};
