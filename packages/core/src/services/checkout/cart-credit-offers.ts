import type { ServiceContext } from '../service-context';
import { selectableCreditBanks } from '../catalog/selectable-credit-banks';
import type { CartCreditOffers } from './checkout-types';

/** The cart's credit offers as the checkout lists them: each bank's terms fewest months first, the first selected. */
export async function loadCartCreditOffers({ api }: Pick<ServiceContext, 'api'>, cartId: string): Promise<CartCreditOffers> {
  const answer = await api.call('cartCreditPropositions', { params: { cartId } });
  return { price: answer.data.price, banks: selectableCreditBanks(answer.data) };
}
