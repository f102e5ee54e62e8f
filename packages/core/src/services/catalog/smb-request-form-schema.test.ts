import { describe, expect, it } from 'vitest';
import { validate } from '../../rules/validate';
import { smbRequestFormSchema } from './smb-request-form-schema';

const form = {
  companyName: ' ТОВ «Зорепад» ',
  companyCode: '12345678',
  contactName: 'Ігор   Коваль',
  phone: '0507654321',
  email: 'igor@zorepad.example',
};

describe('smbRequestFormSchema', () => {
  it('normalises a valid form with the shop’s field rules', () => {
    expect(validate(smbRequestFormSchema, { ...form, comment: '   ' })).toEqual({
      ok: true,
      value: {
        companyName: 'ТОВ «Зорепад»',
        companyCode: '12345678',
        contactName: 'Ігор Коваль',
        phone: '+38 050 765 43 21',
        email: 'igor@zorepad.example',
        comment: undefined,
      },
    });
  });

  it('names every bad field by its message key', () => {
    expect(validate(smbRequestFormSchema, { companyName: '', companyCode: '1234', contactName: 'Ігор', phone: '123', email: 'x', comment: 'a'.repeat(2001) })).toEqual({
      ok: false,
      fields: {
        companyName: 'validation.required',
        companyCode: 'validation.company_code_invalid',
        phone: 'validation.phone_invalid',
        email: 'validation.email_invalid',
        comment: 'validation.too_long',
      },
    });
  });
});
