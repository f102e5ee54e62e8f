import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVitrina, type Vitrina } from '../create-vitrina';
import { VitrinaError } from '../errors';
import { createMemoryCookieDocument } from '../storage/cookie-jar';
import { createMemoryStore } from '../storage/memory-store';
import { fetchAnswering, hostileAnswer, type HostileAnswer } from './hostile-answers';

/** What the shopper's state holds, as data, to compare before and after a call. */
function snapshot(vitrina: Vitrina): string {
  const { state } = vitrina;
  return JSON.stringify({
    loggedIn: state.isLoggedIn.value,
    generalData: state.generalData.value,
    cart: state.cart.ids.value,
    cartCount: state.cartCount.value,
    cartId: state.cartId.value,
    favorites: state.favorites.ids.value,
    compares: state.compares.ids.value,
    preorders: state.preorders.ids.value,
    bonuses: state.bonusesCount.value,
    lang: state.lang.value,
  });
}

/** SDK calls that read a server answer, each as a shopper or a page would make it. */
const CALLS: Readonly<Record<string, (vitrina: Vitrina) => Promise<unknown>>> = {
  'auth.login': (vitrina) => vitrina.services.auth.login({ email: 'olena@example.com', password: 'secret-1' }),
  'auth.restore': (vitrina) => vitrina.services.auth.restore(),
  'cart.add': (vitrina) => vitrina.services.cart.add(101),
  // Never rejects: a failure is the model's error state, and then it holds no offers.
  'shop.loadCredit': async (vitrina) => {
    const model = await vitrina.services.shop.loadCredit(101);
    if (model.error.value === null) return model;
    expect(model.error.value).toBeInstanceOf(VitrinaError);
    expect(model.banks.value).toEqual([]);
    return null;
  },
  'shop.checkPromoCode': (vitrina) => vitrina.services.shop.checkPromoCode('SPRING24', 'a-cart-id'),
  'shop.searchCities': (vitrina) => vitrina.services.shop.searchCities('Ки'),
  'shop.loadDistributors': (vitrina) => vitrina.services.shop.loadDistributors(101),
  'shop.loadMainPage': (vitrina) => vitrina.services.shop.loadMainPage(),
};

function sdkOver(answer: HostileAnswer, errors: unknown[]): Vitrina {
  return createVitrina({
    api: { profile: 'https://shop.test/api/profile/', shop: 'https://shop.test/api/shop/' },
    storage: createMemoryStore(),
    cookieDocument: createMemoryCookieDocument({ token: 'a-token' }),
    retryLimit: 0,
    timeoutMs: 100,
    fetch: fetchAnswering(answer),
    onError: (error) => errors.push(error),
    analytics: () => {},
  });
}

/** Calls whose failures are silent by design: null (or an error state) instead of a rejection. */
const SILENT = new Set(['auth.restore', 'shop.loadCredit', 'shop.loadDistributors', 'shop.loadMainPage']);

let cases = 0;
const outcomes = new Set<string>();

describe('the SDK against hostile and broken answers', () => {
  it('ends every call with its value or a typed error, leaves the state as it was on failure, and pollutes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(CALLS)), hostileAnswer, async (name, answer) => {
        cases += 1;
        const reported: unknown[] = [];
        const vitrina = sdkOver(answer, reported);
        const before = snapshot(vitrina);
        let failure: unknown;
        let value: unknown;
        try {
          value = await CALLS[name]!(vitrina);
        } catch (error) {
          failure = error;
        } finally {
          vitrina.destroy();
        }
        outcomes.add(`${name}: ${failure === undefined ? 'value' : (failure as Error).name}`);
        if (failure !== undefined) {
          expect(failure, `${name} threw something that is not a VitrinaError`).toBeInstanceOf(VitrinaError);
          expect(snapshot(vitrina), `${name} failed but changed the state`).toBe(before);
        }
        if (value === null || value === false) expect(snapshot(vitrina)).toBe(before);
        for (const error of reported) expect(error).toBeInstanceOf(VitrinaError);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect((globalThis as Record<string, unknown>).__hacked).toBeUndefined();
      }),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? Date.now()), endOnFailure: true },
    );
    expect(cases).toBeGreaterThanOrEqual(400);
    // Every call met both kinds of answer: some it refused with a typed error.
    for (const name of Object.keys(CALLS).filter((call) => !SILENT.has(call))) expect([...outcomes].some((outcome) => outcome.startsWith(`${name}: `) && !outcome.endsWith('value'))).toBe(true);
  }, 120_000);
});
