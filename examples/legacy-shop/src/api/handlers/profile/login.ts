import { loginFormSchema } from '@vitrina/core';
import { logIn } from '../../../auth/log-in';
import type { ApiHandler } from '../../handler';
import { validFields } from './valid-fields';

export const login: ApiHandler<'login'> = ({ db, settings, input, ip, now }) => {
  const { email, password } = validFields(loginFormSchema, input);
  const token = logIn(db, settings, { email, password, ip, now });
  return { success: true, data: { token, is_sign_up: false } };
};
