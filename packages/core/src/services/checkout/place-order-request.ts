import { PASSPORT_THRESHOLD } from '../../rules/constants';
import { DELIVERY_TYPES, isCarrierDelivery, isCourierDelivery } from '../../rules/delivery-types';
import { normalizePassport } from '../../rules/passport';
import { isCorporatePayment, isPaidOnReceipt, PAYMENT_TYPES } from '../../rules/payment-types';
import { toMaskedPhone } from '../../rules/phone';
import type { Cart } from '../../schemas/cart';
import type { Person } from '../../schemas/person';
import type { OrderDelivery, PlaceOrderRequest } from '../../schemas/place-order';
import { cartProducts } from './checkout-items';
import { checkoutSummary } from './checkout-summary';
import type { CheckoutPersonValues, CheckoutValues } from './checkout-values';

const text = (value: string): string => value.trim().replace(/\s+/g, ' ');
const phone = (value: string): string => toMaskedPhone(value) ?? value.trim();
const passport = (value: string): string => normalizePassport(value) ?? value.trim();

function person({ lastName, firstName, middleName, ...contact }: CheckoutPersonValues, withEmail: boolean): Person {
  return {
    lastName: text(lastName),
    firstName: text(firstName),
    ...(text(middleName) === '' ? {} : { middleName: text(middleName) }),
    phone: phone(contact.phone),
    ...(withEmail ? { email: contact.email.trim() } : {}),
  };
}

function delivery(values: CheckoutValues): OrderDelivery {
  const type = values.delivery;
  if (type === DELIVERY_TYPES.selfDelivery) return { type, ...(values.storeId === null ? {} : { store_id: values.storeId }) };
  const city = values.city === null ? {} : { city_id: values.city.id };
  if (isCarrierDelivery(type)) return { type, ...city, ...(values.departmentId === null ? {} : { department_id: values.departmentId }) };
  if (!isCourierDelivery(type)) return { type, ...city };
  const apartment = values.address.apartment.trim();
  return {
    type,
    ...city,
    address: { street: text(values.address.street), building: values.address.building.trim(), ...(apartment === '' ? {} : { apartment }) },
  };
}

/**
 * The order request for a checked form (`checkCheckoutForm` found nothing): the cart's promo code,
 * bonuses and total as the shopper was shown them (`expected_total`), the lines bought without
 * their gift (declined, or any gift when paying by credit), phones in the shop's mask, passports
 * in their canonical form, blank optional fields left out.
 */
export function toPlaceOrderRequest(values: CheckoutValues, cart: Cart): PlaceOrderRequest {
  const summary = checkoutSummary(cart, values.delivery);
  const credit = values.orderType !== 'fast' && values.payment === PAYMENT_TYPES.credit;
  const withoutGift = new Set(values.withoutGift);
  if (credit) for (const line of cartProducts(cart)) if (line.gift != null) withoutGift.add(line.id);
  const bonuses = Math.floor(cart.bonuses ?? 0);
  const common = {
    cart_id: cart.cart_id,
    ...(cart.promocode ? { promo_code: cart.promocode.code } : {}),
    ...(bonuses > 0 ? { bonuses } : {}),
    ...(withoutGift.size > 0 ? { without_gift: [...withoutGift] } : {}),
    expected_total: summary.total,
  };
  if (values.orderType === 'fast') {
    const name = text(values.person.firstName);
    return { ...common, order_type: 'fast', phone: phone(values.person.phone), ...(name === '' ? {} : { name }) };
  }
  const payment = values.payment ?? PAYMENT_TYPES.cash;
  const comment = values.comment.trim();
  const needsPassport = summary.total >= PASSPORT_THRESHOLD && isPaidOnReceipt(payment);
  const { company } = values;
  return {
    ...common,
    order_type: values.orderType,
    person: person(values.person, true),
    recipient: values.recipient === 'me' ? { type: 'me' } : { type: 'another', person: person(values.recipientPerson, false) },
    ...(isCorporatePayment(payment)
      ? {
          company: {
            companyName: text(company.companyName),
            companyCode: company.companyCode.trim(),
            taxNumber: company.taxNumber.trim(),
            passport: company.passport.trim() === '' ? '' : passport(company.passport),
          },
        }
      : {}),
    ...(needsPassport ? { passport: passport(values.passport) } : {}),
    delivery: delivery(values),
    payment: {
      type: payment,
      ...(credit && values.credit ? { credit: { provider_id: values.credit.providerId, months: values.credit.months } } : {}),
    },
    ...(comment === '' ? {} : { comment }),
  };
}
