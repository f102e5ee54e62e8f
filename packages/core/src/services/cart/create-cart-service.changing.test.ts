import { describe, expect, it } from 'vitest';
import { AuthError, ValidationError } from '../../errors';
import { createCartHarness } from './test-cart-harness';
import { alice, fake, sent, serveFake, useCartServer } from './test-cart-server';

useCartServer();

describe('changing the cart', () => {
  async function cartWith(...products: number[]) {
    serveFake();
    const h = createCartHarness();
    for (const id of products) await h.cart.add(id);
    return h;
  }

  it('removes a line and lowers the count by its units', async () => {
    const h = await cartWith(101, 102);
    await h.cart.setQuantity(101, 3);
    expect(h.state.cartCount.value).toBe(4);

    const removing = h.cart.remove(101);
    expect(h.state.cart.ids.value).toEqual([102]);
    expect(h.state.cartCount.value).toBe(1);
    expect((await removing).status).toBe('changed');

    expect(sent('cart/delete/101')[0]?.body).toEqual({ cart_id: h.state.cartId.value });
    expect(h.state.cart.ids.value).toEqual([102]);
    expect(h.state.cartCount.value).toBe(1);
  });

  it('sends nothing to remove a product that is not in the cart', async () => {
    const h = await cartWith(101);
    const before = fake.requests.length;
    expect(await h.cart.remove(999)).toEqual({ status: 'unchanged' });
    expect(await h.cart.setQuantity(999, 2)).toEqual({ status: 'unchanged' });
    expect(fake.requests).toHaveLength(before);
  });

  it('changes a quantity: at once, then as the server counts it', async () => {
    const h = await cartWith(101, 102);

    const changing = h.cart.setQuantity(102, 4);
    expect(h.state.cartCount.value).toBe(5);
    await changing;

    expect(sent('cart/change_quantity')[0]?.body).toEqual({ cart_id: h.state.cartId.value, product_id: 102, quantity: 4 });
    expect(h.cart.current.value?.cart_count).toBe(5);
    expect(h.state.cartCount.value).toBe(5);
  });

  it('removes the line for quantity 0 and refuses a quantity that is not a whole number', async () => {
    const h = await cartWith(101, 102);
    await expect(h.cart.setQuantity(101, -1)).rejects.toMatchObject({ fields: { quantity: 'validation.invalid' } });
    await expect(h.cart.setQuantity(101, 2.5)).rejects.toBeInstanceOf(ValidationError);

    await h.cart.setQuantity(101, 0);
    expect(sent('cart/delete/101')).toHaveLength(1);
    expect(h.state.cart.ids.value).toEqual([102]);
  });

  it('turns a bundle service on for every unit of its product, and off', async () => {
    const h = await cartWith(101);
    await h.cart.setQuantity(101, 2);

    await h.cart.setService(101, 9001, true);
    expect(sent('cart/change_quantity').at(-1)?.body).toEqual({ cart_id: h.state.cartId.value, product_id: 9001, quantity: 2, parent_product_id: 101 });
    expect(h.cart.current.value?.suppliers[0]?.products[0]?.service_products).toEqual([{ id: 9001, choosed_quantity: 2 }]);
    expect(h.state.cartCount.value).toBe(2);

    await h.cart.setService(101, 9001, false);
    expect(sent('cart/change_quantity').at(-1)?.body).toMatchObject({ product_id: 9001, quantity: 0, parent_product_id: 101 });
    expect(h.cart.current.value?.suppliers[0]?.products[0]?.service_products).toEqual([]);
  });

  it('checks a promo code’s length before sending it', async () => {
    const h = await cartWith(101);
    const before = fake.requests.length;

    await expect(h.cart.applyPromoCode('abc')).rejects.toMatchObject({ messageKey: 'validation.promo_code_too_short', fields: { code: 'validation.promo_code_too_short' } });
    await expect(h.cart.applyPromoCode('X'.repeat(51))).rejects.toMatchObject({ messageKey: 'validation.promo_code_too_long' });
    await expect(h.cart.applyPromoCode('   ')).rejects.toMatchObject({ messageKey: 'validation.required' });
    expect(fake.requests).toHaveLength(before);
  });

  it('applies and removes a promo code', async () => {
    const h = await cartWith(101);

    const applied = await h.cart.applyPromoCode(' VITRINA10 ');
    expect(sent('cart/promocode')[0]?.body).toEqual({ cart_id: h.state.cartId.value, code: 'VITRINA10' });
    expect(applied.status === 'changed' && applied.cart.promocode).toEqual({ code: 'VITRINA10', kind: 'promo', discount: 100 });
    expect(h.cart.current.value?.total).toBe(900);

    await h.cart.removePromoCode();
    expect(h.cart.current.value?.promocode).toBeNull();
    await expect(h.cart.removePromoCode()).rejects.toMatchObject({ messageKey: 'errors.promo_code_remove_failed' });
  });

  it('passes the server’s reason for a promo code it refuses', async () => {
    const h = await cartWith(101);
    await expect(h.cart.applyPromoCode('NOSUCHCODE')).rejects.toMatchObject({ status: 422, messageKey: 'errors.promo_code_not_found' });
    await expect(h.cart.applyPromoCode('USED2025')).rejects.toMatchObject({ messageKey: 'errors.promo_code_already_used' });
    expect(h.errors.map((error) => error.messageKey)).toEqual(['errors.promo_code_not_found', 'errors.promo_code_already_used']);
    expect(h.cart.current.value?.promocode).toBeNull();
  });

  it('asks a guest to log in for a referral code, without a request', async () => {
    const h = await cartWith(101);
    const before = fake.requests.length;

    const error = await h.cart.applyReferralCode('FRIEND2025').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).messageKey).toBe('errors.referral_needs_login');
    expect(fake.requests).toHaveLength(before);
  });

  it('applies a referral code for a logged-in user', async () => {
    serveFake();
    const h = createCartHarness();
    fake.tokens.set('t-alice', alice.uuid);
    h.restore(alice, 't-alice');
    await h.cart.add(101);

    const result = await h.cart.applyReferralCode('VITRINA10');
    expect(result.status).toBe('changed');
    expect(h.cart.current.value?.promocode?.code).toBe('VITRINA10');
  });

  it('checks bonuses against the balance and the order’s cap before sending them', async () => {
    serveFake();
    const h = createCartHarness();
    fake.tokens.set('t-alice', alice.uuid);
    fake.balances.set(alice.uuid, 500);
    h.restore(alice, 't-alice');
    await h.cart.add(101);
    h.state.bonusesCount.value = 500;
    const before = fake.requests.length;

    await expect(h.cart.applyBonuses(501)).rejects.toMatchObject({ messageKey: 'validation.bonus_insufficient', fields: { amount: 'validation.bonus_insufficient' } });
    await expect(h.cart.applyBonuses(300, { orderMax: 200 })).rejects.toMatchObject({ messageKey: 'validation.bonus_order_max_exceeded' });
    await expect(h.cart.applyBonuses('12.5')).rejects.toMatchObject({ messageKey: 'validation.bonus_invalid' });
    expect(fake.requests).toHaveLength(before);

    await h.cart.applyBonuses('200');
    expect(sent('cart/bonuses')[0]).toMatchObject({ method: 'POST', token: 't-alice', body: { cart_id: h.state.cartId.value, amount: 200 } });
    expect(h.cart.current.value?.bonuses).toBe(200);

    await h.cart.removeBonuses();
    expect(sent('cart/bonuses')[1]?.method).toBe('DELETE');
    expect(h.cart.current.value?.bonuses).toBe(0);
  });

  it('keeps bonuses for logged-in users', async () => {
    const h = await cartWith(101);
    await expect(h.cart.applyBonuses(10)).rejects.toBeInstanceOf(AuthError);
  });

  it('has nothing to change without a cart', async () => {
    serveFake();
    const h = createCartHarness();
    expect(await h.cart.removePromoCode()).toEqual({ status: 'unchanged' });
    expect(await h.cart.applyPromoCode('VITRINA10')).toEqual({ status: 'unchanged' });
    expect(fake.requests).toEqual([]);
  });
});
