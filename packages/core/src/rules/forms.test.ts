import { describe, expect, it } from 'vitest';
import { allMessageKeys, validationMessages as v } from '../i18n/messages';
import {
  addressFormSchema,
  companyOrderFormSchema,
  loginFormSchema,
  oneClickFormSchema,
  personFormSchema,
  recoveryFormSchema,
  registrationFormSchema,
} from './forms';
import { validate } from './validate';

const fieldsOf = (result: ReturnType<typeof validate>) => (result.ok ? {} : result.fields);

describe('login form', () => {
  it('accepts an e-mail and any non-blank password', () => {
    expect(validate(loginFormSchema, { email: 'a@b.ua', password: 'abc' })).toEqual({
      ok: true,
      value: { email: 'a@b.ua', password: 'abc' },
    });
  });

  it('reports both fields when empty', () => {
    expect(fieldsOf(validate(loginFormSchema, {}))).toEqual({ email: v.emailRequired, password: v.required });
  });
});

describe('registration form', () => {
  const good = {
    name: 'Олена',
    email: 'olena@example.com',
    phone: '+38 067 123 45 67',
    password: 'secret',
    privacyConsent: true,
  };

  it('accepts a complete form and normalises it', () => {
    const result = validate(registrationFormSchema, { ...good, phone: '0671234567', extra: 'dropped' });
    expect(result).toEqual({ ok: true, value: { ...good } });
  });

  it('an empty form gives the required keys, not format keys', () => {
    expect(fieldsOf(validate(registrationFormSchema, { name: '', email: '', phone: '', password: '' }))).toEqual({
      name: v.nameRequired,
      email: v.emailRequired,
      phone: v.phoneRequired,
      password: v.required,
      privacyConsent: v.privacyConsent,
    });
  });

  it('boundaries: 5-character password, unticked consent', () => {
    expect(fieldsOf(validate(registrationFormSchema, { ...good, password: '12345' }))).toEqual({
      password: v.passwordTooShort,
    });
    expect(fieldsOf(validate(registrationFormSchema, { ...good, privacyConsent: false }))).toEqual({
      privacyConsent: v.privacyConsent,
    });
  });
});

describe('recovery and one-click forms', () => {
  it('recovery needs a valid e-mail', () => {
    expect(validate(recoveryFormSchema, { email: 'a@b.ua' }).ok).toBe(true);
    expect(fieldsOf(validate(recoveryFormSchema, { email: 'a@b' }))).toEqual({ email: v.emailInvalid });
  });

  it('one-click needs a valid phone', () => {
    expect(validate(oneClickFormSchema, { phone: '+380931234567' })).toEqual({
      ok: true,
      value: { phone: '+38 093 123 45 67' },
    });
    expect(fieldsOf(validate(oneClickFormSchema, { phone: '+38 ' }))).toEqual({ phone: v.phoneRequired });
    expect(fieldsOf(validate(oneClickFormSchema, { phone: '+38 093 12' }))).toEqual({ phone: v.phoneInvalid });
  });
});

describe('person form', () => {
  const person = { lastName: 'Шевченко', firstName: 'Тарас', phone: '0501234567', email: 't@s.ua' };

  it('middle name is optional', () => {
    const result = validate(personFormSchema, person);
    expect(result).toEqual({
      ok: true,
      value: { ...person, middleName: undefined, phone: '+38 050 123 45 67' },
    });
  });

  it('reports every bad field', () => {
    expect(
      fieldsOf(validate(personFormSchema, { lastName: ' ', firstName: 'Т', middleName: 'Г', phone: '1', email: 'x' })),
    ).toEqual({
      lastName: v.nameRequired,
      firstName: v.tooShort,
      middleName: v.tooShort,
      phone: v.phoneInvalid,
      email: v.emailInvalid,
    });
  });
});

describe('company order form', () => {
  const company = { companyName: 'ТОВ Вітрина', companyCode: '12345678' };

  it('name and code are enough; tax number and passport are checked when given', () => {
    expect(validate(companyOrderFormSchema, company)).toEqual({
      ok: true,
      value: { ...company, taxNumber: undefined, passport: undefined },
    });
    expect(validate(companyOrderFormSchema, { ...company, taxNumber: '1234567890', passport: 'ab123456' })).toEqual({
      ok: true,
      value: { ...company, taxNumber: '1234567890', passport: 'АВ123456' },
    });
  });

  it('reports bad values', () => {
    expect(
      fieldsOf(
        validate(companyOrderFormSchema, { companyName: '', companyCode: '1234567', taxNumber: '123', passport: 'АБ12345' }),
      ),
    ).toEqual({
      companyName: v.required,
      companyCode: v.companyCodeInvalid,
      taxNumber: v.taxNumberInvalid,
      passport: v.passportInvalid,
    });
  });
});

describe('address form', () => {
  const schema = addressFormSchema([{ id: 56, names: ['Київ'] }]);

  it('accepts a known city, a street, a building and no apartment', () => {
    expect(validate(schema, { city: 'Київ', street: 'Хрещатик', building: '22А', apartment: '' })).toEqual({
      ok: true,
      value: { city: 'Київ', street: 'Хрещатик', building: '22А', apartment: undefined },
    });
  });

  it('reports each bad part', () => {
    expect(
      fieldsOf(validate(schema, { city: 'Рим', street: '', building: '22АБ', apartment: '0' })),
    ).toEqual({
      city: v.cityNotFound,
      street: v.required,
      building: v.buildingInvalid,
      apartment: v.apartmentInvalid,
    });
  });
});

describe('every form', () => {
  it('reports only known message keys, even for hostile input', () => {
    const known = new Set<string>(allMessageKeys);
    const schemas = [
      loginFormSchema,
      registrationFormSchema,
      recoveryFormSchema,
      oneClickFormSchema,
      personFormSchema,
      companyOrderFormSchema,
      addressFormSchema([]),
    ];
    const inputs: unknown[] = [undefined, 'x', [], {}, Object.fromEntries(['email', 'phone', 'name', 'city'].map((k) => [k, { a: 1 }]))];
    for (const schema of schemas) {
      for (const input of inputs) {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
        for (const issue of result.error?.issues ?? []) expect(known, issue.message).toContain(issue.message);
      }
    }
  });
});
