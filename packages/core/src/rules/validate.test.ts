import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { validationMessages as v } from '../i18n/messages';
import { emailSchema } from './field-rules';
import { phoneSchema } from './phone';
import { assertValid, validate } from './validate';

const schema = z.object({ email: emailSchema, contact: z.object({ phone: phoneSchema }) }, v.invalid);

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(schema, { email: ' a@b.ua ', contact: { phone: '0501234567' } })).toEqual({
      ok: true,
      value: { email: 'a@b.ua', contact: { phone: '+38 050 123 45 67' } },
    });
  });

  it('maps each field path to one message key', () => {
    expect(validate(schema, { email: 'nope', contact: { phone: '' } })).toEqual({
      ok: false,
      fields: { email: v.emailInvalid, 'contact.phone': v.phoneRequired },
    });
  });

  it('keeps the first issue of a path', () => {
    const twoRules = z.string().check(z.minLength(3, v.tooShort), z.regex(/^\d+$/, v.invalid));
    expect(validate(z.object({ code: twoRules }), { code: 'a' })).toEqual({ ok: false, fields: { code: v.tooShort } });
  });

  it('reports a non-object input at the root', () => {
    expect(validate(schema, null)).toEqual({ ok: false, fields: { '': v.invalid } });
  });

  it('turns a message that is not a known key into validation.invalid', () => {
    expect(validate(z.object({ n: z.number() }), { n: 'x' })).toEqual({ ok: false, fields: { n: v.invalid } });
  });

  it('does not confuse a field named like an Object.prototype member', () => {
    const odd = z.object({ constructor: emailSchema });
    expect(validate(odd, {})).toEqual({ ok: false, fields: { constructor: v.emailRequired } });
  });
});

describe('assertValid', () => {
  it('returns the parsed value', () => {
    expect(assertValid(emailSchema, ' a@b.ua ')).toBe('a@b.ua');
  });

  it('throws a ValidationError carrying the fields', () => {
    let caught: unknown;
    try {
      assertValid(schema, { email: '', contact: { phone: '123' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const error = caught as ValidationError;
    expect(error.kind).toBe('validation');
    expect(error.fields).toEqual({ email: v.emailRequired, 'contact.phone': v.phoneInvalid });
    expect(error.messageKey).toBe(v.emailRequired);
  });
});
