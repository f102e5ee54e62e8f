import * as z from 'zod/mini';
import { addressSchema } from '../../schemas/address';
import { apiResponseSchema } from '../../schemas/api-response';
import { authSessionSchema } from '../../schemas/auth-session';
import { langSchema } from '../../schemas/lang';
import { loginCredentialsSchema } from '../../schemas/login-credentials';
import { marketingContactSchema } from '../../schemas/marketing-contact';
import { okResponseSchema } from '../../schemas/ok-response';
import { profileUpdateSchema, userSettingsSchema } from '../../schemas/profile-update';
import { signupSchema } from '../../schemas/signup';
import { socialLoginSchema } from '../../schemas/social-login';
import { userSchema } from '../../schemas/user';
import { defineEndpoint, type EndpointDefinition } from '../endpoint';
import { positiveInt } from './request-parts';

/**
 * The calls of the shopper's account: login, sign-up, recovery, logout, language, addresses and
 * the marketing contact, the user's own details and settings (docs/accounts.md).
 */
export const accountEndpoints = {
  login: defineEndpoint({
    name: 'login',
    api: 'profile',
    method: 'POST',
    path: 'login',
    request: loginCredentialsSchema,
    response: apiResponseSchema(authSessionSchema),
  }),
  LoginSocial: defineEndpoint({
    name: 'LoginSocial',
    api: 'profile',
    method: 'POST',
    path: 'login_social',
    request: socialLoginSchema,
    response: apiResponseSchema(authSessionSchema),
  }),
  recovery: defineEndpoint({
    name: 'recovery',
    api: 'profile',
    method: 'POST',
    path: 'recovery',
    request: z.object({ email: z.string() }),
    response: okResponseSchema,
  }),
  signup: defineEndpoint({
    name: 'signup',
    api: 'profile',
    method: 'POST',
    path: 'signup',
    request: signupSchema,
    response: apiResponseSchema(authSessionSchema),
  }),
  meLang: defineEndpoint({
    name: 'meLang',
    api: 'profile',
    method: 'PUT',
    path: 'me/lang',
    request: z.object({ lang: langSchema }),
    response: okResponseSchema,
    auth: true,
  }),
  meAddress: defineEndpoint({
    name: 'meAddress',
    api: 'profile',
    method: 'POST',
    path: 'me/address',
    request: addressSchema,
    response: apiResponseSchema(z.extend(addressSchema, { id: positiveInt })),
    auth: true,
  }),
  loggedIn: defineEndpoint({
    name: 'loggedIn',
    api: 'shop',
    method: 'POST',
    path: 'user/logged_in',
    response: okResponseSchema,
    auth: true,
  }),
  loggedOut: defineEndpoint({
    name: 'loggedOut',
    api: 'shop',
    method: 'POST',
    path: 'user/logged_out',
    response: okResponseSchema,
    auth: true,
  }),
  /** The shop relays the contact to the marketing e-mail service; the answer is ignored. */
  EsAddUpdateContact: defineEndpoint({
    name: 'EsAddUpdateContact',
    api: 'shop',
    method: 'POST',
    path: 'marketing/contact',
    request: marketingContactSchema,
    response: z.unknown(),
    auth: true,
  }),
  /** The user's own details; the answer is the user as the login check returns them. */
  meProfile: defineEndpoint({
    name: 'meProfile',
    api: 'profile',
    method: 'PUT',
    path: 'me',
    request: profileUpdateSchema,
    response: apiResponseSchema(userSchema),
    auth: true,
  }),
  /** The settings kept with the account (the handedness); the language has its own call, meLang. */
  meSettings: defineEndpoint({
    name: 'meSettings',
    api: 'profile',
    method: 'PUT',
    path: 'me/settings',
    request: userSettingsSchema,
    response: okResponseSchema,
    auth: true,
  }),
} as const satisfies Record<string, EndpointDefinition<unknown, unknown>>;
