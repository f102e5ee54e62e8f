import type { ApiHandlers } from '../../handler';
import { getBonusesCount } from './bonuses';
import { addToCompareList, getComparesList, removeFromCompareList } from './compares';
import { addToFavoriteList, getFavoritesList, removeFromFavoriteList } from './favorites';
import { login } from './login';
import { loginSocial } from './login-social';
import { me } from './me';
import { meAddress } from './me-address';
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
  meProfile,
  meSettings,
};
