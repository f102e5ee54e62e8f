import { useMessages } from '../../i18n/use-messages';
import { FormError } from '../../ui/fields/form-error';
import { TextField } from '../../ui/fields/text-field';
import { useForm } from '../../ui/forms/use-form';
import { useVitrina } from '../../vitrina-context';

/**
 * A promo or referral code's form. The cart service checks the length (4–50) before sending;
 * the server's refusal (not found, already used) shows under the field, the code stays typed.
 */
export function CodeForm({ kind }: { readonly kind: 'promo' | 'referral' }) {
  const { t } = useMessages();
  const { services } = useVitrina();
  const form = useForm({
    initial: { code: '' },
    send: async ({ code }) => {
      await (kind === 'promo' ? services.cart.applyPromoCode(code) : services.cart.applyReferralCode(code));
    },
  });
  const { rootRef } = form;
  return (
    <form
      ref={(element) => {
        rootRef.current = element;
      }}
      className="vitrina-cart-form"
      noValidate
      aria-busy={form.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <TextField
        label={t(kind === 'promo' ? 'forms.fields.promo_code' : 'forms.fields.referral_code')}
        name={kind === 'promo' ? 'promo_code' : 'referral_code'}
        autoComplete="off"
        {...form.field('code')}
      />
      <FormError message={form.formError} focusable />
      <button type="submit" className="vitrina-button vitrina-button--secondary" aria-disabled={form.busy || undefined}>
        {t('general.apply')}
      </button>
    </form>
  );
}
