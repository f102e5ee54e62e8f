import type { CartView } from '../../cart/load-cart';
import type { MessageKey, Translate } from '../i18n/translator';
import { CHECKOUT_FIELDS as F } from './checkout-fields';

const LABELS: Readonly<Record<string, MessageKey>> = {
  [F.lastName]: 'forms.fields.last_name',
  [F.firstName]: 'forms.fields.first_name',
  [F.middleName]: 'forms.fields.middle_name',
  [F.phone]: 'forms.fields.phone',
  [F.email]: 'forms.fields.email',
  [F.recipient]: 'checkout.recipient.title',
  [F.companyName]: 'forms.fields.company_name',
  [F.companyCode]: 'forms.fields.company_code',
  [F.taxNumber]: 'forms.fields.tax_number',
  [F.companyPassport]: 'forms.fields.passport',
  [F.passport]: 'forms.fields.passport',
  [F.delivery]: 'checkout.delivery.title',
  [F.cityId]: 'pages.checkout.delivery_city',
  [F.branchId]: 'checkout.delivery.department',
  [F.lockerId]: 'checkout.delivery.mailbox',
  [F.street]: 'forms.fields.street',
  [F.building]: 'forms.fields.building',
  [F.apartment]: 'forms.fields.apartment',
  [F.storeId]: 'pages.checkout.shop',
  [F.payment]: 'checkout.payment.title',
  [F.credit]: 'pages.checkout.credit_offer',
  [F.promoCode]: 'forms.fields.promo_code',
  [F.bonuses]: 'checkout.bonuses.use',
  [F.comment]: 'forms.fields.comment',
};

const RECIPIENT = 'recipient.person.';

/**
 * A checkout field's name as the shopper sees it, for the list of problems: its label, the
 * recipient's fields after the recipient's title, a line by its product's title.
 */
export function checkoutFieldLabel(t: Translate, view: CartView, name: string): string | undefined {
  if (name.startsWith(RECIPIENT)) {
    const own = LABELS[`person.${name.slice(RECIPIENT.length)}`];
    return own ? `${t('checkout.recipient.title')}, ${t(own).toLowerCase()}` : undefined;
  }
  const line = /^lines\.(\d+)$/.exec(name);
  if (line) return view.lines.find((one) => one.productId === Number(line[1]))?.title;
  const key = LABELS[name];
  return key ? t(key) : undefined;
}
