import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect } from './shop-test';

// The keyboard alone: moving the focus with Tab and Shift+Tab, and what the shopper must see of it
// after every key: an element that has the focus (never the page's body) and shows it.

interface FocusState {
  /** The focused element as a tester reads it, or null when the page's body has the focus. */
  readonly element: string | null;
  /** It matches :focus-visible, has an outline or a shadow, and a size. */
  readonly shown: boolean;
  readonly isTarget: boolean;
}

async function focusState(page: Page, target: ElementHandle | null): Promise<FocusState> {
  return page.evaluate((wanted) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { element: null, shown: false, isTarget: false };
    const style = getComputedStyle(active);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const { width, height } = active.getBoundingClientRect();
    const name = active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim().slice(0, 60) ?? '';
    return {
      element: `<${active.tagName.toLowerCase()}> ${name}`,
      shown: active.matches(':focus-visible') && (outline || style.boxShadow !== 'none') && width > 1 && height > 1,
      isTarget: active === wanted,
    };
  }, target);
}

/** The focus is on an element, not lost to the page's body, and that element shows it. */
export async function expectFocusShown(page: Page): Promise<void> {
  const state = await focusState(page, null);
  expect(state.element, 'the focus is on an element, not the page’s body').not.toBeNull();
  expect(state.shown, `${state.element} shows its focus`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `max` times;
 * after each press the focus must be on an element that shows it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 200 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  try {
    for (let presses = 0; presses <= max; presses++) {
      const state = await focusState(page, handle);
      if (state.isTarget) {
        expect(state.shown, `${state.element} shows its focus`).toBe(true);
        return;
      }
      if (presses > 0) {
        expect(state.element, 'Tab moves the focus to an element, never the page’s body').not.toBeNull();
        expect(state.shown, `${state.element} shows its focus`).toBe(true);
      }
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
  } finally {
    await handle?.dispose();
  }
}
