import type { Translate } from '../i18n/translator';
import { FormAlert } from './form-errors';
import type { PostedOrderForm } from './order-form-state';

/**
 * The order section's alert for a refused post whose form it does not show (see unshownPosted):
 * which order was not taken, and why.
 */
export function RefusedOrderAlert({ t, posted }: { t: Translate; posted: PostedOrderForm | undefined }) {
  if (!posted) return null;
  return <FormAlert message={t(`pages.product.order_refused.${posted.name}`, { reason: posted.errors.form ?? t('errors.generic') })} />;
}
