import type { ProductCard } from '@vitrina/core';
import type { PageContext } from '../context/page-context';
import { FORM_ACTIONS } from '../form-actions';
import { FormAlert } from './form-errors';
import type { PostedOrderForm } from './order-form-state';
import { PhoneField } from './phone-field';

/** The fast (one-click) order type: a phone to be called back on; posted to the shop's page route. */
export function FastOrderForm({ ctx, card, posted }: { ctx: PageContext; card: ProductCard; posted: PostedOrderForm | undefined }) {
  const { t, viewer } = ctx;
  return (
    <details id="order-fast" className="order-type" name="order-type" open={posted !== undefined}>
      <summary>{t('checkout.order_type.fast')}</summary>
      <p>{t('pages.product.order_fast_text')}</p>
      <form className="form form--inline" method="post" action={FORM_ACTIONS.oneClickOrder}>
        <FormAlert message={posted?.errors.form} />
        <input type="hidden" name="product_id" value={String(card.id)} />
        <PhoneField id="order-fast-phone" t={t} value={posted ? posted.values.phone : viewer?.phone} error={posted?.errors.fields?.phone} />
        <button className="button button--primary" type="submit">
          {t('modals.one_click.submit')}
        </button>
      </form>
    </details>
  );
}
