import { useMessages } from '../../i18n/use-messages';
import { TextField } from '../../ui/fields/text-field';
import { useForm } from '../../ui/forms/use-form';
import { useVitrina } from '../../vitrina-context';
import { CartForm } from './cart-form';

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
  return (
    <CartForm form={form} submitLabel={t('general.apply')}>
      <TextField
        label={t(kind === 'promo' ? 'forms.fields.promo_code' : 'forms.fields.referral_code')}
        name={kind === 'promo' ? 'promo_code' : 'referral_code'}
        autoComplete="off"
        {...form.field('code')}
      />
    </CartForm>
  );
}
