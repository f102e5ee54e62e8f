import { availability, primaryButton, type PrimaryButton } from '@vitrina/core';
import type { Demo } from './demo';
import { bindAttribute, el, uniqueId } from './dom';
import { favouriteButton } from './favourite-button';
import { priceView } from './price-view';
import { ratingView } from './rating-view';
import type { SampleProduct } from './sample-products';

const actionLabel: Record<PrimaryButton, string> = {
  buy: 'product.buy',
  preorder: 'product.preorder',
  notify: 'product.remind_me',
};

/** What the shop would confirm after the action; here it goes to the event log. */
const actionNotice: Record<PrimaryButton, string> = {
  buy: 'notifier.added_to_cart',
  preorder: 'notifier.preorder_created',
  notify: 'notifier.reminder_created',
};

function actionButton(demo: Demo, product: SampleProduct): HTMLButtonElement | null {
  const action = primaryButton(product.buttons);
  if (action === null) return null;
  const button = el('button', {
    className: action === 'buy' ? 'button button--primary' : 'button button--secondary',
    attrs: { type: 'button' },
    text: () => demo.t(actionLabel[action]),
  });
  button.addEventListener('click', () => {
    demo.log.add((t, lang) => t('demo.log.product', { message: t(actionNotice[action]), title: product.title[lang] }));
  });
  return button;
}

export function productCard(demo: Demo, product: SampleProduct): HTMLElement {
  const { t, vitrina } = demo;
  const titleId = uniqueId('product');
  const status = availability(product.statuses);
  const bonus = vitrina.format.bonus({ bonus: product.bonus, quantity: 1, isAvailableToBuy: product.isAvailableToBuy });
  const discounted = product.price_with_discount !== null && product.price_with_discount < product.price;

  const bonusText = bonus === null ? null : el('p', { className: 'bonus', text: () => t('product.bonus', { count: bonus }) });
  if (bonusText) bindAttribute(bonusText, 'title', () => t('product.bonus_hint'));

  return el('article', { className: 'card', attrs: { 'aria-labelledby': titleId } }, [
    el('div', { className: 'card__media' }, [
      el('span', { className: 'card__monogram', attrs: { 'aria-hidden': 'true' }, text: () => (product.brand ?? '').slice(0, 1) }),
      discounted ? el('p', { className: 'card__badge', text: () => t('product.tags.discount') }) : null,
    ]),
    el('div', { className: 'card__body' }, [
      product.brand ? el('p', { className: 'card__brand', text: () => product.brand ?? '' }) : null,
      el('h3', { className: 'card__title', attrs: { id: titleId }, text: () => product.title[demo.lang.value] }),
      ratingView(demo, product.rating, product.count_reviews),
      el('p', { className: `availability availability--${status}`, text: () => t(`product.availability.${status}`) }),
      priceView(demo, product),
      bonusText,
      el('div', { className: 'card__actions' }, [actionButton(demo, product), favouriteButton(demo, product)]),
    ]),
  ]);
}
