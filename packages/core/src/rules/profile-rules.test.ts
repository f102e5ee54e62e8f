import { describe, expect, it } from 'vitest';
import { validate } from './validate';
import { profileFormSchema, readBirthday } from './profile-rules';

const today = new Date('2026-11-27T10:00:00Z');
const form = { firstName: 'Оксана', lastName: 'Коваленко', phone: '+38 067 123 45 67', birthday: { day: '14', month: '3', year: '1991' } };

describe('the birthday', () => {
  it('is a real date before today, from 1900 on; all three blank is none', () => {
    expect(readBirthday({ day: '14', month: '3', year: '1991' }, today)).toEqual({ day: 14, month: 3, year: 1991 });
    expect(readBirthday({ day: 29, month: 2, year: 2024 }, today)).toEqual({ day: 29, month: 2, year: 2024 });
    expect(readBirthday({ day: 26, month: 11, year: 2026 }, today)).toEqual({ day: 26, month: 11, year: 2026 });
    expect(readBirthday({ day: ' ', month: '', year: '' }, today)).toBeNull();
    expect(readBirthday(null, today)).toBeNull();
  });

  it.each([
    ['a day the month has not', { day: 31, month: 4, year: 1990 }],
    ['29 February of a common year', { day: 29, month: 2, year: 2023 }],
    ['month 13', { day: 1, month: 13, year: 1990 }],
    ['day 0', { day: 0, month: 1, year: 1990 }],
    ['today', { day: 27, month: 11, year: 2026 }],
    ['a future date', { day: 1, month: 1, year: 2030 }],
    ['before 1900', { day: 31, month: 12, year: 1899 }],
    ['a part missing', { day: '14', month: '', year: '1991' }],
    ['text', { day: 'п’яте', month: '3', year: '1991' }],
    ['a fraction', { day: 1.5, month: 3, year: 1991 }],
  ])('refuses %s', (_name, birthday) => {
    expect(readBirthday(birthday, today)).toBe(false);
  });
});

describe('the profile form', () => {
  it('gives the trimmed names, the masked phone and the birthday as numbers', () => {
    const result = validate(profileFormSchema, { ...form, firstName: '  Оксана ', phone: '0671234567' });
    expect(result).toEqual({
      ok: true,
      value: { firstName: 'Оксана', lastName: 'Коваленко', phone: '+38 067 123 45 67', birthday: { day: 14, month: 3, year: 1991 } },
    });
  });

  it('takes a blank last name and a blank birthday as none', () => {
    const result = validate(profileFormSchema, { ...form, lastName: ' ', birthday: { day: '', month: '', year: '' } });
    expect(result.ok && result.value).toMatchObject({ lastName: undefined, birthday: null });
  });

  it('reports each broken field with its message', () => {
    const result = validate(profileFormSchema, { firstName: '', lastName: 'К', phone: '+38 067 1__ __ __', birthday: { day: '31', month: '2', year: '1990' } });
    expect(result).toEqual({
      ok: false,
      fields: {
        firstName: 'validation.name_required',
        lastName: 'validation.too_short',
        phone: 'validation.phone_invalid',
        birthday: 'profile.information.birthday_invalid',
      },
    });
  });
});
