import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants (docs/constants.md)', () => {
  it('money thresholds and limits', () => {
    expect(c.FREE_DELIVERY_FROM).toBe(1500);
    expect(c.PASSPORT_THRESHOLD).toBe(5000);
    expect(c.CASH_LIMIT_COURIER_PER_DAY).toBe(50_000);
    expect(c.CASH_LIMIT_CARRIER).toBe(150_000);
    expect(c.BONUS_TO_UAH).toBe(1);
  });

  it('field limits', () => {
    expect(c.PASSWORD_MIN).toBe(6);
    expect(c.PASSWORD_MAX).toBeGreaterThan(c.PASSWORD_MIN);
    expect([c.PROMO_CODE_MIN, c.PROMO_CODE_MAX]).toEqual([4, 50]);
    expect(c.COMPANY_CODE_DIGITS).toBe(8);
    expect(c.TAX_NUMBER_DIGITS).toBe(10);
    expect(c.ID_CARD_DIGITS).toBe(9);
    expect(c.PHONE_MASK).toBe('+38 ### ### ## ##');
    expect(c.PHONE_MASK.startsWith(c.PHONE_PREFIX)).toBe(true);
  });

  it('catalogue, locale and map defaults', () => {
    expect(c.PAGE_SIZE).toBe(24);
    expect(c.DEFAULT_CITY_ID).toBe(56);
    expect(c.DEFAULT_LANG).toBe('uk');
    expect(c.DEFAULT_COUNTRY).toBe('uk');
    expect(c.COUNTRY_BOUNDS).toEqual({ topLeft: { lat: 52.38, lng: 22.14 }, bottomRight: { lat: 44.39, lng: 40.23 } });
  });

  it('the search as you type', () => {
    expect(c.SEARCH_MIN_CHARS).toBe(2);
    expect(c.SEARCH_SUGGESTIONS_MAX).toBe(6);
    expect(c.RECENT_SEARCHES_MAX).toBe(8);
    expect(c.SEARCH_QUERY_MAX).toBe(100);
  });

  it('timings in milliseconds', () => {
    expect(c.ADD_TO_CART_ANIMATION_MS).toBe(300);
    expect(c.MODAL_CLOSE_MS).toBe(300);
    expect(c.TRANSLATION_POLL_MS).toBe(1000);
    expect(c.DEBOUNCE_MS).toBe(166);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(c.SLIDE_MS).toEqual({ fast: 200, normal: 400, slow: 600 });
    expect(c.BANNER_AUTOPLAY_MS).toBe(3000);
    expect(c.MAIN_SLIDER_SPEED_MS).toBe(600);
    expect(c.MAIN_SLIDER).toEqual({ loop: true, autoplayMs: 3000, speedMs: 600, slidesPerView: 1, gap: 8, loopMinSlides: 4 });
  });

  it('breakpoints', () => {
    expect(c.MOBILE_BREAKPOINT).toBe(1024);
    expect(c.HEADER_BREAKPOINT).toBe(768);
    expect(c.BANNER_BREAKPOINTS).toEqual({ tablet: 768, desktop: 1024 });
    expect(c.TOP_SALES_SLIDER).toEqual({
      slidesPerView: 2,
      gap: 4,
      breakpoints: { 768: 3, 1024: 4, 1260: 5 },
      arrowsFromItems: 6,
      loopMinSlides: 12,
    });
    expect(c.THEME_BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('support contacts', () => {
    expect(c.SUPPORT_PHONE).toBe('0 800 30 00 33');
    expect(c.PAYMENT_ERROR_CALLBACK_MINUTES).toBe(10);
  });

  it('shared objects cannot be changed by a consumer', () => {
    expect(Object.isFrozen(c.COUNTRY_BOUNDS)).toBe(true);
    expect(Object.isFrozen(c.COUNTRY_BOUNDS.topLeft)).toBe(true);
    expect(Object.isFrozen(c.TOP_SALES_SLIDER.breakpoints)).toBe(true);
    expect(Object.isFrozen(c.THEME_BREAKPOINTS)).toBe(true);
  });
});
