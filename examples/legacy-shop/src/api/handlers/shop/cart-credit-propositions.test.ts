import { describe, expect, it } from 'vitest';
import { promoCode } from '../../../cart/testing/fixtures';
import { call, cartOf, listAdd, newUser } from '../../../cart/testing/shop-client';
import { useTestServer } from '../../../testing/use-test-server';
import { PHONES, effectivePrice, insertCatalogFixture } from './testing/catalog-fixture';
import { failure, ok, shopCall } from './testing/shop-call';

const server = useTestServer();

const forCredit = () => PHONES.filter((phone) => phone.forCredit && !phone.corporate && phone.status === 'in_stock' && phone.giftStock === undefined);
const notForCredit = () => PHONES.find((phone) => !phone.forCredit && !phone.corporate && phone.status === 'in_stock' && phone.giftStock === undefined)!;

let fixture = false;
function catalogue(): void {
  if (!fixture) insertCatalogFixture(server.db);
  fixture = true;
}

/** A guest cart (or the user's, with `token`) holding the products, one of each. */
async function cartWith(productIds: readonly number[], token?: string, uuid?: string): Promise<string> {
  let cartId = '';
  for (const productId of productIds) {
    const path = cartId === '' ? '/api/shop/cart/create' : `/api/shop/cart/update/${cartId}`;
    cartId = cartOf(await call(server, 'POST', path, { body: listAdd(productId, uuid), token })).cart_id;
  }
  return cartId;
}

const offers = (cartId: string, token?: string) => shopCall(server, 'cartCreditPropositions', { params: { cartId }, token });

describe('GET cart/{cartId}/credits', () => {
  it('offers the providers’ terms for the whole cart at its goods total', async () => {
    catalogue();
    const [first, second] = forCredit() as [(typeof PHONES)[number], (typeof PHONES)[number]];
    const cartId = await cartWith([first.id, second.id]);
    const data = ok(await offers(cartId));
    const price = effectivePrice(first) + effectivePrice(second);
    expect(data.price).toBe(price);
    expect(data.credits.flatMap((credit) => credit.bank_items.map((bank) => bank.id))).toEqual([1, 2, 5, 276, 277]);

    // The same offers a single product of that price would have: the product call's own rules.
    const single = ok(await shopCall(server, 'GetProductCreditPropositions', { params: { productId: String(first.id) } }));
    expect(data.credits.map((credit) => credit.type)).toEqual(single.credits.map((credit) => credit.type));
    const interestFree = data.credits.flatMap((credit) => credit.bank_items).find((bank) => bank.id === 2)!;
    for (const offer of interestFree.propositions) expect(offer.monthly_payment).toBeCloseTo(price / offer.number_months, 2);
  });

  it('prices the offers without the cart’s promo code, which credit does not take', async () => {
    catalogue();
    const [phone] = forCredit() as [(typeof PHONES)[number]];
    const cartId = await cartWith([phone.id]);
    cartOf(await call(server, 'POST', '/api/shop/cart/promocode', { body: { cart_id: cartId, code: promoCode(server.db, 10) } }));
    expect(ok(await offers(cartId)).price).toBe(effectivePrice(phone));
  });

  it('offers nothing when one line is not sold on credit', async () => {
    catalogue();
    const [phone] = forCredit() as [(typeof PHONES)[number]];
    const cartId = await cartWith([phone.id, notForCredit().id]);
    expect(ok(await offers(cartId))).toEqual({ price: effectivePrice(phone) + effectivePrice(notForCredit()), credits: [] });
  });

  it('offers a corporate buyer nothing, credit not being offered to them', async () => {
    catalogue();
    const [phone] = forCredit() as [(typeof PHONES)[number]];
    const buyer = await newUser(server, { role: 'corporate' });
    const cartId = await cartWith([phone.id], buyer.token, buyer.uuid);
    expect(ok(await offers(cartId, buyer.token)).credits).toEqual([]);
  });

  it('answers a user’s cart to that user only, and 404 for anyone else or no cart', async () => {
    catalogue();
    const [phone] = forCredit() as [(typeof PHONES)[number]];
    const owner = await newUser(server);
    const cartId = await cartWith([phone.id], owner.token, owner.uuid);
    expect(ok(await offers(cartId, owner.token)).credits.length).toBeGreaterThan(0);
    expect(failure(await offers(cartId)).status).toBe(404);
    const stranger = await newUser(server);
    expect(failure(await offers(cartId, stranger.token)).status).toBe(404);
    expect(failure(await offers('no-such-cart-id-000000000')).status).toBe(404);
  });
});
