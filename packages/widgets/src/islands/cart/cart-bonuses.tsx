import { useSignals } from '@preact/signals-react/runtime';
import { VitrinaError, type Cart } from '@vitrina/core';
import { useId, useRef, useState } from 'react';
import { messageText } from '../../i18n/message-text';
import { useMessages } from '../../i18n/use-messages';
import { TextField } from '../../ui/fields/text-field';
import { useForm } from '../../ui/forms/use-form';
import { useVitrina } from '../../vitrina-context';
import { CartForm } from './cart-form';
import { useKeptFocus } from './use-kept-focus';

/**
 * Bonuses, for logged-in shoppers (docs/checkout.md#bonuses): the balance (`state.bonusesCount`),
 * the most this order takes (the cart's `bonus_cap`), the amount to spend — checked against both
 * before it is sent, the server's refusal shown under the field — and the removal of spent ones.
 * The focus stays in the box when the amount's form gives way to the bonuses spent, or back.
 */
export function CartBonuses({ cart }: { readonly cart: Cart }) {
  useSignals();
  const { t } = useMessages();
  const { state } = useVitrina();
  const titleId = useId();
  const spent = cart.bonuses ?? 0;
  const box = useKeptFocus(spent > 0);
  if (!state.isLoggedIn.value) return null;
  const balance = state.bonusesCount.value ?? 0;
  return (
    <section ref={box} className="vitrina-cart-box" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('bonuses.title')}</h3>
      <p>{t('checkout.bonuses.available', { count: balance })}</p>
      {cart.bonus_cap !== undefined && <p>{t('cart_page.bonuses_max', { count: cart.bonus_cap })}</p>}
      {spent > 0 ? <SpentBonuses count={spent} /> : balance > 0 ? <BonusesForm orderMax={cart.bonus_cap} /> : <p>{t('bonuses.empty')}</p>}
      <p className="vitrina-cart-box__hint">{t('bonuses.rate')}</p>
    </section>
  );
}

function BonusesForm({ orderMax }: { readonly orderMax: number | undefined }) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const form = useForm({
    initial: { amount: '' },
    send: async ({ amount }) => {
      await services.cart.applyBonuses(amount, { orderMax });
    },
  });
  return (
    <CartForm form={form} submitLabel={t('checkout.bonuses.use')}>
      <TextField label={t('cart_page.bonuses_amount')} name="bonuses" inputMode="numeric" autoComplete="off" {...form.field('amount')} />
    </CartForm>
  );
}

function SpentBonuses({ count }: { readonly count: number }) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const remove = () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    services.cart
      .removeBonuses()
      .catch((error: unknown) => setFailure(error instanceof VitrinaError ? error.messageKey : 'errors.generic'))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };
  return (
    <div className="vitrina-cart-form">
      <p className="vitrina-cart-box__applied">{t('cart_page.bonuses_applied', { count })}</p>
      <button type="button" className="vitrina-link-button" aria-busy={busy} onClick={remove}>
        {t('cart_page.bonuses_remove')}
      </button>
      {failure && (
        <p className="vitrina-field__error" role="alert">
          {messageText(t, failure)}
        </p>
      )}
    </div>
  );
}
