import { effect, signal } from '@preact/signals-core';
import {
  DELIVERY_TYPES,
  PAYMENT_TYPES,
  checkCheckout,
  type CheckoutCheck,
  type CheckoutField,
  type DeliveryType,
  type PaymentType,
} from '@vitrina/core';
import type { Demo } from './demo';
import { el } from './dom';
import { inputField, selectField, type Field } from './form-field';
import { panel } from './panel';

type Check = { readonly total: number; readonly result: CheckoutCheck } | null;

export function checkoutPanel(demo: Demo): HTMLElement {
  const { t, vitrina } = demo;
  const total = inputField(demo, {
    name: 'total',
    labelKey: 'demo.checkout.total',
    type: 'number',
    inputMode: 'numeric',
    value: '5000',
  });
  total.control.min = '0';
  total.control.step = '1';
  const delivery = selectField(demo, {
    name: 'delivery',
    labelKey: 'checkout.delivery.title',
    options: Object.values(DELIVERY_TYPES).map((value) => ({ value, labelKey: `checkout.delivery.types.${value}` })),
    hint: () => t('checkout.delivery.free_from'),
  });
  const payment = selectField(demo, {
    name: 'payment',
    labelKey: 'checkout.payment.title',
    options: Object.values(PAYMENT_TYPES).map((value) => ({ value, labelKey: `checkout.payment.types.${value}` })),
    value: PAYMENT_TYPES.cash,
  });
  const passport = inputField(demo, { name: 'passport', labelKey: 'forms.fields.passport' });
  const recipient = {
    lastName: inputField(demo, { name: 'lastName', labelKey: 'forms.fields.last_name', autocomplete: 'family-name' }),
    firstName: inputField(demo, { name: 'firstName', labelKey: 'forms.fields.first_name', autocomplete: 'given-name' }),
    middleName: inputField(demo, { name: 'middleName', labelKey: 'forms.fields.middle_name', autocomplete: 'additional-name' }),
    phone: inputField(demo, {
      name: 'recipientPhone',
      labelKey: 'forms.fields.phone',
      type: 'tel',
      autocomplete: 'tel',
      placeholderKey: 'forms.placeholders.phone',
    }),
  };
  const nameFields = [recipient.lastName, recipient.firstName, recipient.middleName];

  const check = signal<Check>(null);
  const run = (): void => {
    const raw = total.control.value.trim();
    const amount = raw === '' ? Number.NaN : Number(raw);
    total.error.value = Number.isFinite(amount) && amount >= 0 ? null : { key: 'demo.checkout.invalid_total' };
    if (total.error.value) {
      check.value = null;
      return;
    }
    check.value = {
      total: amount,
      result: checkCheckout({
        total: amount,
        delivery: delivery.control.value as DeliveryType,
        payment: payment.control.value as PaymentType,
        items: [],
        passport: passport.control.value,
        recipient: {
          lastName: recipient.lastName.control.value,
          firstName: recipient.firstName.control.value,
          middleName: recipient.middleName.control.value,
          phone: recipient.phone.control.value,
        },
      }),
    };
  };

  // Each violation shows by the field the buyer would change; a missing name part by the first empty one.
  const fieldOf = (field: CheckoutField): Field<HTMLInputElement | HTMLSelectElement> | undefined => {
    switch (field) {
      case 'delivery':
        return delivery;
      case 'payment':
        return payment;
      case 'passport':
        return passport;
      case 'recipient.phone':
        return recipient.phone;
      case 'recipient.fullName':
        return nameFields.find((name) => name.control.value.trim() === '') ?? recipient.lastName;
      default:
        return undefined;
    }
  };
  const checkedFields = [delivery, payment, passport, ...nameFields, recipient.phone];
  effect(() => {
    const violations = check.value?.result.violations ?? [];
    for (const field of checkedFields) {
      const violation = violations.find((candidate) => fieldOf(candidate.field) === field);
      field.error.value = violation ? { key: violation.key, params: violation.params } : null;
    }
  });

  const totalText = el('dd');
  const deliveryText = el('dd');
  const missingForFree = el('p', { className: 'checkout-result__hint' });
  // Only the verdict is a live region: re-announcing every message on each keystroke would drown it.
  const verdict = el('p', { className: 'notice', attrs: { role: 'status' } });
  const violationList = el('ul', { className: 'violations' });
  const results = el('div', { className: 'checkout-result' }, [
    el('dl', { className: 'summary' }, [
      el('dt', { text: () => t('checkout.summary.total') }),
      totalText,
      el('dt', { text: () => t('checkout.summary.delivery') }),
      deliveryText,
    ]),
    missingForFree,
    verdict,
    violationList,
  ]);
  effect(() => {
    const current = check.value;
    results.hidden = current === null;
    if (current === null) return;
    const { violations, canPlaceOrder, deliveryCost } = current.result;
    totalText.textContent = vitrina.format.price(current.total);
    deliveryText.textContent = t(deliveryCost.free ? 'checkout.delivery.free' : 'checkout.delivery.carrier_tariff');
    missingForFree.hidden = deliveryCost.free;
    missingForFree.textContent = deliveryCost.free
      ? ''
      : t('demo.checkout.missing_for_free', { amount: deliveryCost.missingForFree });
    verdict.className = canPlaceOrder ? 'notice notice--success' : 'notice notice--error';
    verdict.textContent = t(canPlaceOrder ? 'demo.checkout.can_place' : 'demo.checkout.cannot_place');
    violationList.replaceChildren(
      ...violations.map((violation) =>
        el('li', { className: `violation violation--${violation.severity}`, text: t(violation.key, violation.params) }),
      ),
    );
  });

  const form = el('form', { className: 'form', attrs: { novalidate: true } }, [
    total.root,
    delivery.root,
    payment.root,
    passport.root,
    el('fieldset', { className: 'fieldset' }, [
      el('legend', { text: () => t('checkout.recipient.title') }),
      el('div', { className: 'form__row' }, [recipient.lastName.root, recipient.firstName.root]),
      el('div', { className: 'form__row' }, [recipient.middleName.root, recipient.phone.root]),
    ]),
  ]);
  form.addEventListener('input', run);
  form.addEventListener('submit', (event) => event.preventDefault());
  run();

  return panel(demo, { titleKey: 'demo.checkout.title', intro: () => t('demo.checkout.intro'), className: 'panel--wide' }, [
    el('div', { className: 'checkout' }, [
      form,
      el('div', { className: 'checkout__result' }, [el('h3', { text: () => t('demo.checkout.result') }), results]),
    ]),
  ]);
}
