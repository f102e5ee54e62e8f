import * as z from 'zod/mini';
import { validationMessages as v, type MessageKey } from '../../i18n/messages';
import { checkCheckout } from '../../rules/checkout-rules';
import { ORDER_COMMENT_MAX } from '../../rules/constants';
import { DELIVERY_TYPES, isCarrierDelivery, isCourierDelivery } from '../../rules/delivery-types';
import { apartmentSchema, buildingSchema, nameSchema, optionalNameSchema, streetSchema } from '../../rules/field-rules';
import { companyOrderFormSchema, personFormSchema } from '../../rules/forms';
import { isCorporatePayment, PAYMENT_TYPES } from '../../rules/payment-types';
import { phoneSchema } from '../../rules/phone';
import { validate, type FieldErrors } from '../../rules/validate';
import type { Cart } from '../../schemas/cart';
import { checkoutFieldRename } from './checkout-fields';
import { checkoutItems } from './checkout-items';
import { checkoutSummary } from './checkout-summary';
import type { CheckoutValues } from './checkout-values';

export interface CheckoutFormContext {
  /** The cart being ordered, as the server last answered it. */
  readonly cart: Cart;
  readonly corporate: boolean;
  /** How many credit offers the cart has; unknown counts as none. */
  readonly creditOptions?: number;
}

const recipientSchema = z.object({ lastName: nameSchema, firstName: nameSchema, middleName: optionalNameSchema, phone: phoneSchema }, v.invalid);
const fastSchema = z.object({ phone: phoneSchema, firstName: optionalNameSchema }, v.invalid);
const addressSchema = z.object({ street: streetSchema, building: buildingSchema, apartment: apartmentSchema }, v.invalid);

/** Adds a schema's verdicts under `prefix`, keeping the first message of each field. */
function collect(errors: FieldErrors, prefix: string, schema: z.ZodMiniType, input: unknown): void {
  const result = validate(schema, input);
  if (result.ok) return;
  for (const [field, key] of Object.entries(result.fields)) errors[`${prefix}${field}`] ??= key;
}

function add(errors: FieldErrors, field: string, key: MessageKey): void {
  errors[field] ??= key;
}

function checkDelivery(errors: FieldErrors, values: CheckoutValues): void {
  const { delivery, city, cityText } = values;
  if (delivery !== DELIVERY_TYPES.selfDelivery && (city === null || cityText.trim() !== city.title)) {
    add(errors, 'delivery.city_id', cityText.trim() === '' ? v.required : v.cityNotFound);
  }
  if (isCarrierDelivery(delivery) && values.departmentId === null) add(errors, 'delivery.department_id', v.required);
  if (isCourierDelivery(delivery)) collect(errors, 'delivery.address.', addressSchema, values.address);
  if (delivery === DELIVERY_TYPES.selfDelivery && values.storeId === null) add(errors, 'delivery.store_id', v.required);
}

/**
 * Checks the checkout form before anything is sent (docs/checkout.md#the-checkout-island): the
 * buyer, the other recipient, the company for a transfer, the delivery's details, the payment and
 * the credit offer, then every order rule of `checkCheckout` (delivery availability, cash limits,
 * credit, the 5000 UAH receipt rule). Message keys by the form's field names (CHECKOUT_FIELDS);
 * a rule about the promo code or bonuses, which the cart page changes, keeps its own name
 * (`promoCode`, `bonuses`). Empty when the order may be placed.
 */
export function checkCheckoutForm(values: CheckoutValues, context: CheckoutFormContext): FieldErrors {
  const errors: FieldErrors = {};
  if (values.orderType === 'fast') {
    collect(errors, 'person.', fastSchema, values.person);
    return errors;
  }
  collect(errors, 'person.', personFormSchema, values.person);
  const receiver = values.recipient === 'me' ? values.person : values.recipientPerson;
  if (values.recipient === 'another') collect(errors, 'recipient.person.', recipientSchema, values.recipientPerson);
  if (values.payment !== null && isCorporatePayment(values.payment)) collect(errors, 'company.', companyOrderFormSchema, values.company);
  checkDelivery(errors, values);
  if (values.payment === null) add(errors, 'payment.type', v.required);
  else if (values.payment === PAYMENT_TYPES.credit && values.credit === null) add(errors, 'payment.credit', v.required);
  if (values.comment.trim().length > ORDER_COMMENT_MAX) add(errors, 'comment', v.tooLong);
  if (values.payment === null) return errors;

  const { cart } = context;
  const { violations } = checkCheckout({
    total: checkoutSummary(cart, values.delivery).total,
    delivery: values.delivery,
    payment: values.payment,
    items: checkoutItems(cart, values.withoutGift),
    recipient: receiver,
    passport: values.passport,
    promoCode: cart.promocode?.code ?? null,
    bonuses: cart.bonuses ?? 0,
    creditOptions: context.creditOptions ?? 0,
  });
  const rename = checkoutFieldRename(values.recipient, receiver);
  for (const violation of violations) {
    if (violation.severity === 'error') add(errors, rename[violation.field] ?? violation.field, violation.key);
  }
  return errors;
}
