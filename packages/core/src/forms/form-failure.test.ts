import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, ValidationError } from '../errors';
import { splitFailure, toFormFailure, wholeFormFailure } from './form-failure';

const refusal = (code: string, fields?: Record<string, string>) =>
  new HttpError('SignUp', 422, { error: { code, message: code, ...(fields ? { fields } : {}) } }, { messageKey: code });

describe('splitFailure', () => {
  it('puts a key under a field the form shows, and the first other one above the form', () => {
    expect(splitFailure({ email: 'validation.email_invalid', city: 'validation.required', street: 'validation.too_long' }, ['email'])).toEqual({
      fields: { email: 'validation.email_invalid' },
      form: 'validation.required',
    });
  });

  it('renames the API’s field names to the form’s', () => {
    expect(splitFailure({ first_name: 'validation.required' }, ['name'], { first_name: 'name' })).toEqual({
      fields: { name: 'validation.required' },
      form: null,
    });
  });
});

describe('toFormFailure', () => {
  it('shows the SDK’s own checks under the fields', () => {
    expect(toFormFailure(new ValidationError({ phone: 'validation.phone_invalid' }), ['phone'])).toEqual({
      fields: { phone: 'validation.phone_invalid' },
      form: null,
    });
  });

  it('shows the server’s field messages under the fields, renamed', () => {
    const error = refusal('errors.validation', { first_name: 'validation.required', email: 'validation.email_invalid' });
    expect(toFormFailure(error, ['name', 'email'], { first_name: 'name' })).toEqual({
      fields: { name: 'validation.required', email: 'validation.email_invalid' },
      form: null,
    });
  });

  it('shows an e-mail already registered under the e-mail field, when the form has one', () => {
    expect(toFormFailure(refusal('errors.email_already_registered'), ['email', 'password'])).toEqual({
      fields: { email: 'errors.email_already_registered' },
      form: null,
    });
    expect(toFormFailure(refusal('errors.email_already_registered'), ['phone'])).toEqual({
      fields: {},
      form: 'errors.email_already_registered',
    });
  });

  it('shows a missing privacy consent under the consent box', () => {
    expect(toFormFailure(refusal('errors.accept_privacy_policy'), ['email', 'privacyConsent']).fields).toEqual({
      privacyConsent: 'errors.accept_privacy_policy',
    });
  });

  it('shows any other refusal above the form, with its own message', () => {
    expect(toFormFailure(refusal('errors.promo_code_not_found'), ['code'])).toEqual({ fields: {}, form: 'errors.promo_code_not_found' });
  });

  it('shows the generic message for what is not the SDK’s error', () => {
    expect(toFormFailure(new Error('boom'), ['email'])).toEqual({ fields: {}, form: 'errors.generic' });
    expect(wholeFormFailure('nothing')).toEqual({ fields: {}, form: 'errors.generic' });
  });

  it('shows a network failure’s message above the form', () => {
    expect(toFormFailure(new NetworkError('GetProfile', new TypeError('offline')), ['email'])).toEqual({ fields: {}, form: 'errors.data_loading' });
  });
});
