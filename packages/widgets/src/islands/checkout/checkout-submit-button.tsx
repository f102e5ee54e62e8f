import { useMessages } from '../../i18n/use-messages';

/**
 * The one submit of the checkout. While the order is on its way (and after it is placed) it says
 * so and stays focusable — a disabled button would drop the keyboard user's focus — and the form
 * ignores another submit.
 */
export function CheckoutSubmitButton({ busy }: { readonly busy: boolean }) {
  const { t } = useMessages();
  return (
    <button className="vitrina-button vitrina-button--primary vitrina-checkout__submit" type="submit" aria-disabled={busy || undefined}>
      {busy ? t('checkout_form.sending') : t('checkout.submit')}
    </button>
  );
}
