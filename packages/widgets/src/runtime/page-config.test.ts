import { describe, expect, it } from 'vitest';
import { recordWarnings } from '../testing/console-test-kit';
import { pageConfigScript, samplePageConfig } from '../testing/sample-page-config';
import { defaultPageConfig, parsePageConfig, readPageConfig } from './page-config';

const valid = samplePageConfig({
  lang: 'ru',
  snapshot: { loggedIn: true, firstName: 'Олена', canSeeDistributors: true, handedness: 'left', bonuses: 120, cartId: 'c-1', cartCount: 3, cartIds: [1001, 1002], favorites: [7] },
});

function page(text: string | null, type = 'application/json'): Document {
  document.body.replaceChildren();
  if (text !== null) document.body.append(pageConfigScript(text, type));
  return document;
}

const warnings = recordWarnings();

describe('readPageConfig', () => {
  it('reads the config the shop writes', () => {
    expect(readPageConfig(page(JSON.stringify(valid)))).toEqual(valid);
    expect(warnings.warn).not.toHaveBeenCalled();
  });

  it('reads values escaped for a script element back unchanged, as data', () => {
    const hostile = { ...valid, snapshot: { ...valid.snapshot, firstName: '</script><script>alert(1)</script>' } };
    const escaped = JSON.stringify(hostile).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    expect(readPageConfig(page(escaped)).snapshot.firstName).toBe('</script><script>alert(1)</script>');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('warns and uses the defaults when the config is missing, garbled or not JSON-typed', () => {
    expect(readPageConfig(page(null))).toBe(defaultPageConfig);
    expect(readPageConfig(page('{"api":'))).toBe(defaultPageConfig);
    expect(readPageConfig(page('alert(1)'))).toBe(defaultPageConfig);
    expect(readPageConfig(page(JSON.stringify(valid), 'text/javascript'))).toBe(defaultPageConfig);
    expect(warnings.warn).toHaveBeenCalledTimes(4);
    expect(String(warnings.warn.mock.calls[0]?.[0])).toContain('vitrina-config');
  });

  it('does not let a __proto__ key reach any object', () => {
    const text = JSON.stringify(valid).replace('"snapshot":{', '"snapshot":{"__proto__":{"loggedIn":true,"polluted":1},');
    const config = readPageConfig(page(`{"__proto__":{"polluted":true},${text.slice(1)}`));
    expect(config.snapshot.loggedIn).toBe(true);
    expect(Object.getPrototypeOf(config)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((config as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('replaces each field of the wrong type by its default, naming it in one warning', () => {
    const wrong = {
      ...valid,
      api: { profile: 'javascript:alert(1)', shop: 42 },
      lang: 'en',
      snapshot: { ...valid.snapshot, loggedIn: 'yes', cartCount: -1, cartIds: [1, '2'], favorites: { 0: 1 }, bonuses: 1.5 },
    };
    const config = readPageConfig(page(JSON.stringify(wrong)));
    expect(config.api).toEqual(defaultPageConfig.api);
    expect(config.lang).toBe('uk');
    expect(config.snapshot).toMatchObject({ loggedIn: false, cartCount: 0, cartIds: [], favorites: [], bonuses: null, firstName: 'Олена' });
    expect(config.pages).toEqual(valid.pages);
    expect(warnings.warn).toHaveBeenCalledTimes(1);
    const message = String(warnings.warn.mock.calls[0]?.[0]);
    for (const path of ['api.profile', 'api.shop', 'lang', 'snapshot.loggedIn', 'snapshot.cartIds', 'snapshot.bonuses']) expect(message).toContain(path);
  });

  it('takes a JSON array or null as a garbled config', () => {
    expect(readPageConfig(page('[1,2]'))).toEqual(defaultPageConfig);
    expect(readPageConfig(page('null'))).toEqual(defaultPageConfig);
    expect(warnings.warn).toHaveBeenCalledTimes(2);
  });

  it('checks every field with the schema: unknown keys dropped, wrong objects defaulted, id lists frozen', () => {
    const problems: string[] = [];
    const config = parsePageConfig(
      { ...valid, extra: 'x', pages: ['/cart'], cookieNames: { user: '', token: 'token' }, snapshot: { ...valid.snapshot, handedness: 'middle', cartId: 7 } },
      problems,
    );
    expect(config).not.toHaveProperty('extra');
    expect(config.pages).toEqual(defaultPageConfig.pages);
    expect(config.cookieNames).toEqual({ user: 'user', token: 'token' });
    expect(config.snapshot).toMatchObject({ handedness: null, cartId: null, cartIds: [1001, 1002] });
    expect(Object.isFrozen(config.snapshot.cartIds)).toBe(true);
    expect(problems).toEqual([
      'pages: expected an object',
      'cookieNames.user: invalid or missing',
      'snapshot.handedness: invalid or missing',
      'snapshot.cartId: invalid or missing',
    ]);
  });
});
