import { describe, expect, it } from 'vitest';
import { toCheckoutDraft, withCheckoutDraft } from './checkout-draft';
import { emptyCheckoutValues } from './checkout-values';

describe('a checkout draft', () => {
  it('fills the form with what it holds and leaves the rest', () => {
    const form = { ...emptyCheckoutValues({ id: 56, title: 'Київ' }), passport: 'АВ123456' };
    const restored = withCheckoutDraft(form, { comment: 'Дзвоніть', company: { companyName: 'ТОВ', companyCode: '', taxNumber: '' } });
    expect(restored).toEqual({ ...form, comment: 'Дзвоніть', company: { ...form.company, companyName: 'ТОВ' } });
  });

  it('round-trips the form without its passports and declined gifts', () => {
    const form = { ...emptyCheckoutValues(), passport: 'АВ123456', withoutGift: [5], comment: 'x' };
    const back = withCheckoutDraft(emptyCheckoutValues(), toCheckoutDraft(form));
    expect(back).toEqual({ ...form, passport: '', withoutGift: [] });
  });
});
