import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStore } from './test-fake-store';
import { createI18n } from './create-i18n';
import { allMessageKeys } from './messages';
import type { FetchTranslations } from './translations-loader';

afterEach(() => {
  vi.useRealTimers();
});

describe('createI18n', () => {
  it('is ready synchronously with the bundled dictionaries, Ukrainian by default', () => {
    const i18n = createI18n();
    expect(i18n.lang).toBe('uk');
    expect(i18n.instance.isInitialized).toBe(true);
    expect(i18n.t('product.buy')).toBe('Купити');
    expect(createI18n({ lang: 'ru' }).t('product.buy')).toBe('Купить');
  });

  it('treats an unknown language as Ukrainian', () => {
    const i18n = createI18n({ lang: 'en' });
    expect(i18n.lang).toBe('uk');
    expect(i18n.t('header.user_menu.logout')).toBe('Вийти');
  });

  it('returns the key for a key no language has', () => {
    expect(createI18n().t('no.such.key')).toBe('no.such.key');
  });

  it.each(['uk', 'ru'] as const)('translates every SDK message key in %s', (lang) => {
    const i18n = createI18n({ lang });
    for (const key of allMessageKeys) {
      const text = i18n.t(key);
      expect([key, text !== key && text.length > 0 && !text.includes('{{')]).toEqual([key, true]);
      expect(i18n.instance.exists(key, { lng: lang, fallbackLng: false })).toBe(true);
    }
  });

  it('shows the error texts of docs/errors.md', () => {
    const uk = createI18n({ lang: 'uk' });
    const ru = createI18n({ lang: 'ru' });
    expect(uk.t('general.errors.title')).toBe('Помилка');
    expect(ru.t('general.errors.preorder_already_processed')).toBe('Вы уже оформили предзаказ на этот товар');
    expect(uk.t('errors.server_error_title')).toBe('Помилка сервера');
    expect(ru.t('errors.server_error_text')).toBe('Что-то пошло не так...');
    expect(uk.t('load_more.sorting.price')).toBe('За ціною');
  });

  it('fills in the shop’s constants, formatting amounts as prices', () => {
    const uk = createI18n({ lang: 'uk' });
    const ru = createI18n({ lang: 'ru' });
    expect(uk.t('errors.cash_limit_courier')).toContain('50 000 грн на день');
    expect(ru.t('errors.cash_limit_carrier')).toContain('150 000 грн');
    expect(uk.t('errors.confirm_default')).toContain('0 800 30 00 33');
    expect(ru.t('errors.confirm_call_if_not_contacted')).toContain('10 минут');
    expect(ru.t('errors.confirm_call_if_not_contacted')).toContain('0 800 30 00 33');
    expect(uk.t('checkout.delivery.free_from')).toBe('Безкоштовна доставка від 1 500 грн');
    expect(ru.t('validation.passport_required_over_threshold')).toContain('от 5 000 грн');
    expect(uk.t('errors.cash_limit_courier', { cashLimitCourier: 20000 })).toContain('20 000 грн');
    expect(ru.t('credit.per_month', { amount: 1249.6 })).toBe('1 250 грн/мес.');
  });

  it('does not HTML-escape interpolated values (React escapes them)', () => {
    expect(createI18n().t('modals.search.nothing_found', { query: '<b>' })).toBe(
      'За запитом «<b>» нічого не знайдено',
    );
  });

  describe('plurals', () => {
    it.each([
      [1, '1 відгук', '1 отзыв'],
      [2, '2 відгуки', '2 отзыва'],
      [5, '5 відгуків', '5 отзывов'],
      [11, '11 відгуків', '11 отзывов'],
      [21, '21 відгук', '21 отзыв'],
      [22, '22 відгуки', '22 отзыва'],
      [0, '0 відгуків', '0 отзывов'],
    ])('reviews: %d → %s / %s', (count, ukText, ruText) => {
      expect(createI18n({ lang: 'uk' }).t('product.reviews', { count })).toBe(ukText);
      expect(createI18n({ lang: 'ru' }).t('product.reviews', { count })).toBe(ruText);
    });

    it.each([
      [1, ['1 бонус', '1 товар', '1 місяць'], ['1 бонус', '1 товар', '1 месяц']],
      [2, ['2 бонуси', '2 товари', '2 місяці'], ['2 бонуса', '2 товара', '2 месяца']],
      [5, ['5 бонусів', '5 товарів', '5 місяців'], ['5 бонусов', '5 товаров', '5 месяцев']],
      [11, ['11 бонусів', '11 товарів', '11 місяців'], ['11 бонусов', '11 товаров', '11 месяцев']],
      [21, ['21 бонус', '21 товар', '21 місяць'], ['21 бонус', '21 товар', '21 месяц']],
      [22, ['22 бонуси', '22 товари', '22 місяці'], ['22 бонуса', '22 товара', '22 месяца']],
    ])('bonuses, products, months: %d', (count, ukTexts, ruTexts) => {
      const keys = ['bonuses.count', 'products.count', 'credit.months'];
      const uk = createI18n({ lang: 'uk' });
      const ru = createI18n({ lang: 'ru' });
      expect(keys.map((key) => uk.t(key, { count }))).toEqual(ukTexts);
      expect(keys.map((key) => ru.t(key, { count }))).toEqual(ruTexts);
    });

    it('has a form for fractions', () => {
      expect(createI18n({ lang: 'uk' }).t('credit.months', { count: 1.5 })).toBe('1.5 місяця');
      expect(createI18n({ lang: 'ru' }).t('product.bonus', { count: 2 })).toBe('+2 бонуса');
    });
  });

  it('changes language', async () => {
    const i18n = createI18n({ lang: 'uk' });
    await i18n.changeLanguage('ru');
    expect(i18n.lang).toBe('ru');
    expect(i18n.t('cart.title')).toBe('Корзина');
    await i18n.changeLanguage('de');
    expect(i18n.lang).toBe('uk');
    expect(i18n.t('cart.title')).toBe('Кошик');
  });

  it('merges added translations over the bundled ones', () => {
    const i18n = createI18n({ lang: 'ru', resources: { ru: { cart: { title: 'Ваша корзина' } } } });
    expect(i18n.t('cart.title')).toBe('Ваша корзина');
    i18n.addTranslations('ru', { cart: { empty: 'Пусто' }, custom: { key: 'Своё' } });
    expect(i18n.t('cart.empty')).toBe('Пусто');
    expect(i18n.t('cart.title')).toBe('Ваша корзина');
    expect(i18n.t('cart.checkout')).toBe('Оформить заказ');
    expect(i18n.t('custom.key')).toBe('Своё');
  });

  it('falls back to Ukrainian for a key only the Ukrainian translations have', () => {
    const i18n = createI18n({ lang: 'ru' });
    i18n.addTranslations('uk', { only: { uk: 'Лише українською' } });
    expect(i18n.t('only.uk')).toBe('Лише українською');
  });

  it('gives every call its own instance, never i18next’s global one', async () => {
    const a = createI18n({ lang: 'uk' });
    const b = createI18n({ lang: 'uk' });
    expect(a.instance).not.toBe(b.instance);
    expect(a.instance).not.toBe(i18next);

    await a.changeLanguage('ru');
    expect(a.lang).toBe('ru');
    expect(b.lang).toBe('uk');

    a.addTranslations('uk', { product: { buy: 'Придбати' } });
    expect(a.t('product.buy', { lng: 'uk' })).toBe('Придбати');
    expect(b.t('product.buy')).toBe('Купити');
    expect(createI18n().t('product.buy')).toBe('Купити');
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
  });

  describe('server translations', () => {
    it('merges a cached dictionary before the first render, without fetching', async () => {
      const { store } = fakeStore({ translations_v2_uk: { product: { buy: 'Купити зараз' } } });
      const fetchTranslations = vi.fn<FetchTranslations>();
      const i18n = createI18n({ lang: 'uk', store, fetchTranslations });
      expect(i18n.t('product.buy')).toBe('Купити зараз');
      await expect(i18n.ready()).resolves.toBeUndefined();
      expect(fetchTranslations).not.toHaveBeenCalled();
    });

    it('fetches, caches and merges them, polling until they arrive', async () => {
      vi.useFakeTimers();
      const { store, data } = fakeStore();
      const fetchTranslations = vi
        .fn<FetchTranslations>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ product: { buy: 'Купити зараз' } });
      const onError = vi.fn();
      const i18n = createI18n({ lang: 'uk', store, fetchTranslations, onError });
      const ready = vi.fn();
      void i18n.ready().then(ready);

      expect(i18n.t('product.buy')).toBe('Купити');
      await vi.advanceTimersByTimeAsync(999);
      expect(ready).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toHaveBeenCalled();
      expect(i18n.t('product.buy')).toBe('Купити зараз');
      expect(data.get('translations_v2_uk')).toEqual({ product: { buy: 'Купити зараз' } });
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('loads the new language’s translations on a language change', async () => {
      const { store } = fakeStore();
      const fetchTranslations = vi.fn<FetchTranslations>(async (lang) => ({
        product: { buy: lang === 'ru' ? 'Купить сейчас' : 'Купити зараз' },
      }));
      const i18n = createI18n({ lang: 'uk', store, fetchTranslations });
      await i18n.ready();
      await i18n.changeLanguage('ru');
      await i18n.ready();
      expect(i18n.t('product.buy')).toBe('Купить сейчас');
      expect(fetchTranslations.mock.calls.map(([lang]) => lang)).toEqual(['uk', 'ru']);
    });

    it('stops polling when its signal aborts', async () => {
      vi.useFakeTimers();
      const { store } = fakeStore();
      const fetchTranslations = vi.fn<FetchTranslations>(async () => {
        throw new Error('offline');
      });
      const controller = new AbortController();
      const i18n = createI18n({ lang: 'uk', store, fetchTranslations, signal: controller.signal });
      const ready = i18n.ready();
      await vi.advanceTimersByTimeAsync(1000);
      controller.abort(new Error('destroyed'));
      await expect(ready).rejects.toThrow('destroyed');
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetchTranslations).toHaveBeenCalledTimes(2);
      expect(i18n.t('product.buy')).toBe('Купити');
    });

    it('fetches nothing until ready() is called', async () => {
      const { store } = fakeStore();
      const fetchTranslations = vi.fn<FetchTranslations>(async () => ({ product: { buy: 'Взяти' } }));
      const i18n = createI18n({ lang: 'uk', store, fetchTranslations });
      await Promise.resolve();
      expect(fetchTranslations).not.toHaveBeenCalled();
      await i18n.ready();
      expect(fetchTranslations).toHaveBeenCalledTimes(1);
      expect(i18n.t('product.buy')).toBe('Взяти');
    });

    it('is ready at once without a fetcher', async () => {
      await expect(createI18n({ lang: 'ru' }).ready()).resolves.toBeUndefined();
    });
  });
});
