import { gzipSync } from 'node:zlib';
import type { Locator, Page, Response } from '@playwright/test';
import { bankSeeds } from '../../../examples/legacy-shop/src/seed/data/banks-data';
import { inBlankPage } from './blank-page';
import { cardOf, expect, islandsMounted, test } from './shop-widgets';

// What the example shop's modals look like to a shopper once the widgets bundle runs: the modal
// host's one <dialog>, the sign-in screens, the user menu's account actions, and the accounts a
// test creates. Texts are the Ukrainian ones of packages/core/src/i18n/locales/uk.ts.

// The shop widgets' tests: no console error, uncaught exception, browser dialog or unannounced
// console warning (shop-test.ts, shop-widgets.ts).
export { bankSeeds, expect, test };

export const dialogTexts = {
  ok: 'Добре',
  login: {
    title: 'Вхід',
    intro: 'Увійдіть, щоб продовжити',
    submit: 'Увійти',
    register: 'Зареєструватися',
  },
  registration: { title: 'Реєстрація', submit: 'Зареєструватися' },
  fields: {
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    phone: 'Телефон',
    email: 'E-mail',
    password: 'Пароль',
    consent: 'Я погоджуюся з умовами політики конфіденційності',
  },
  userMenu: { open: 'Меню користувача', switchAccount: 'Змінити акаунт', logout: 'Вийти' },
  changeAccount: { title: 'Змінити акаунт', current: 'Поточний акаунт', add: 'Увійти в інший акаунт' },
  preOrder: {
    button: 'Передзамовити',
    processed: 'Передзамовлення оформлено',
    title: 'Передзамовлення',
    submit: 'Оформити передзамовлення',
    success: 'Передзамовлення оформлено. Ми зв’яжемося з вами, щойно товар надійде',
  },
  alreadyProcessed: { title: 'Помилка', message: 'Ви вже оформили передзамовлення на цей товар' },
  oneClick: {
    link: 'Купити в 1 клік',
    title: 'Купити в 1 клік',
    submit: 'Замовити',
    success: 'Дякуємо! Замовлення прийнято, менеджер незабаром вам зателефонує',
    phoneInvalid: 'Вкажіть правильний номер телефону',
  },
  credit: { badge: /^Кредит(\s|$)/, title: 'Купити в кредит', monthly: 'Щомісячний платіж' },
} as const;

/** The modal host's <dialog> (open, closing or closed): the page has exactly one. */
export function modalHost(page: Page): Locator {
  return page.locator('[data-widget="modal-host"] dialog');
}

/** The open modal, found as a shopper's screen reader finds it: a dialog named by its title. */
export function modal(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title, exact: typeof title === 'string' });
}

/** The header's login button (a guest's user menu). */
export function headerLoginButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: dialogTexts.login.submit, exact: true });
}

/** The header's user-menu button of a logged-in user with this first name. */
export function userMenuButton(page: Page, firstName: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: `${dialogTexts.userMenu.open}: ${firstName}`, exact: true });
}

/** Any logged-in user's menu button, whatever the name. */
export function anyUserMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${dialogTexts.userMenu.open}: `) });
}

/** Opens the user menu and clicks one of its two actions (switch account, log out). */
export async function userMenuAction(page: Page, firstName: string, action: 'switchAccount' | 'logout'): Promise<void> {
  const button = userMenuButton(page, firstName);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the menu button names the list it opens').toBeTruthy();
  await page.locator(`[id="${id}"]`).getByRole('button', { name: dialogTexts.userMenu[action], exact: true }).click();
}

/** Fills the login screen of a dialog and sends it. */
export async function logInThroughDialog(dialog: Locator, account: { email: string; password: string }): Promise<void> {
  await dialog.getByRole('textbox', { name: dialogTexts.fields.email, exact: true }).fill(account.email);
  await dialog.getByRole('textbox', { name: dialogTexts.fields.password, exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: dialogTexts.login.submit, exact: true }).click();
}

export interface NewAccount {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  /** The ten digits a shopper types after '+38'. */
  readonly phoneDigits: string;
  /** How the mask shows them. */
  readonly maskedPhone: string;
}

/** A new account nobody has registered yet (a new e-mail per call, per run). */
export function newAccount(firstName = 'Богдана'): NewAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const digits = `067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return {
    firstName,
    lastName: 'Тестова',
    email: `e2e-${unique}@vitrina.example`,
    password: `pass-${unique}`,
    phoneDigits: digits,
    maskedPhone: `+38 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
  };
}

/** Registers an account through the profile API (without logging the browser in). */
export async function registerThroughApi(page: Page, account: NewAccount): Promise<void> {
  const response = await page.request.post('/api/profile/signup', {
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      phone: `38${account.phoneDigits}`,
      password: account.password,
      lang: 'uk',
      privacy_policy: true,
    },
  });
  expect(response.status(), `the profile API registers ${account.email}`).toBe(200);
}

/** Logs the browser context in as `account` through the profile API (the `token` cookie, as the SDK writes it). */
export async function logInThroughApi(page: Page, baseURL: string | undefined, account: { email: string; password: string }): Promise<void> {
  if (!baseURL) throw new Error('the project has no baseURL');
  const response = await page.request.post('/api/profile/login', { data: { email: account.email, password: account.password } });
  expect(response.status(), `the profile API logs ${account.email} in`).toBe(200);
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  expect(typeof token, 'the login answer carries a token').toBe('string');
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(token ?? ''), url: baseURL }]);
}

export interface ListedProduct {
  readonly id: number;
  readonly title: string;
  /** The page that lists it. */
  readonly path: string;
}

type CardKind = 'pre-order' | 'one-click' | 'credit';

/**
 * The first product of the shop's category pages (pages 1 and 2 of each category in the header's
 * menu of the main page, fetched, not opened) whose card has the pre-order button, the one-click
 * link or a credit badge.
 */
export async function listedProduct(page: Page, kind: CardKind, skip: readonly number[] = []): Promise<ListedProduct> {
  const main = await page.request.get('/');
  expect(main.status()).toBe(200);
  const categories = await inBlankPage(page, (html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const links = Array.from(doc.querySelectorAll<HTMLAnchorElement>('header nav a[href^="/category/"]'));
    return [...new Set(links.map((link) => link.getAttribute('href') ?? '').filter((href) => !href.includes('?')))];
  }, await main.text());
  expect(categories.length, 'the header lists categories').toBeGreaterThan(0);
  for (const category of categories) {
    for (const path of [category, `${category}?page=2`]) {
      const response = await page.request.get(path);
      if (response.status() !== 200) continue;
      const found = await inBlankPage(
        page,
        ({ html, kind, skip }) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          for (const card of doc.querySelectorAll('ul.product-grid:not([data-list]) article')) {
            const actions = card.querySelector('[data-widget="product-actions"]');
            const id = Number(actions?.getAttribute('data-product-id'));
            const title = card.querySelector('h3')?.textContent?.trim();
            if (!actions || !title || !Number.isSafeInteger(id) || skip.includes(id)) continue;
            const fits =
              kind === 'pre-order'
                ? actions.getAttribute('data-pre-order') === '1'
                : kind === 'one-click'
                  ? actions.getAttribute('data-one-click') === '1' && actions.getAttribute('data-to-cart') === '1'
                  : card.querySelector('[data-widget="credit-badge"]') !== null;
            if (fits) return { id, title };
          }
          return null;
        },
        { html: await response.text(), kind, skip: [...skip] },
      );
      if (found) return { ...found, path };
    }
  }
  throw new Error(`no listed product with ${kind} on the categories’ first two pages`);
}

/** Whether a request is for one of the widgets bundle's scripts; its file name, else null. */
export function widgetScriptName(response: Response): string | null {
  const path = new URL(response.url()).pathname;
  const match = /^\/assets\/widgets\/([^/]+\.js)$/.exec(path);
  return match?.[1] ?? null;
}

export interface ScriptRecord {
  readonly file: string;
  /** The bytes of the script as the browser got them (decoded). */
  readonly bytes: number;
  /** Its size gzipped (level 9), as a server that compresses would send it. */
  readonly gzip: number;
  /** The bytes on the wire (the response body as sent, maybe compressed). */
  readonly transferred: number;
}

/** Records every widgets script the page downloads, with its size. */
export function recordWidgetScripts(page: Page): { readonly scripts: ScriptRecord[]; settled(): Promise<void> } {
  const scripts: ScriptRecord[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const file = widgetScriptName(response);
    if (!file) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        scripts.push({ file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize });
      })(),
    );
  });
  return {
    scripts,
    async settled() {
      await Promise.all(pending);
    },
  };
}

/** The chunk a script file is of: its name without the content hash (`credit-popup-g60c8AN9.js` → `credit-popup`). */
export function chunkName(file: string): string {
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** The dialogs' chunks and the whole dictionaries': none of them belongs on a page that opens no modal. */
export const dialogChunks = [
  'pre-order-dialog',
  'remind-dialog',
  'one-click-dialog',
  'distributors-dialog',
  'promo-code-dialog',
  'credit-popup',
  'search-dialog',
  'login-dialog',
  'change-account-dialog',
  // What only the dialogs (and the sign-in pages' islands) use: forms, the phone mask (imask's chunk is `esm`).
  'login-form',
  'registration-form',
  'recovery-form',
  'form-error',
  'dialog-form',
  'email-field',
  'submit-button',
  'phone-field',
  'esm',
  // The whole dictionaries: a page that opens nothing paints with the first-paint texts.
  'i18n-instance',
  'uk-dictionary',
  'ru-dictionary',
] as const;

/** Opens a listed product's category page and waits for the islands. */
export async function openListing(page: Page, product: ListedProduct): Promise<Locator> {
  await page.goto(product.path);
  await islandsMounted(page);
  const card = cardOf(page, product.id);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(product.title);
  return card;
}

export const preOrderButton = (card: Locator, processed = false) =>
  card.getByRole('button', { name: processed ? dialogTexts.preOrder.processed : dialogTexts.preOrder.button, exact: true });
export const creditBadge = (card: Locator) => card.getByRole('button', { name: dialogTexts.credit.badge });
export const savedPreOrderProduct = (page: Page) => page.evaluate(() => window.localStorage.getItem('savedPreOrderProductId'));
export const isCall = (path: string, method = 'POST') => (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === path && response.request().method() === method;
