import type { Page, Response } from '@playwright/test';
import { widgetsScriptUrl } from '../../../examples/legacy-shop/src/pages/widget-attributes';
import { TRUSTED_TYPES_POLICIES } from '../../../packages/widgets/src/contract/trusted-types';
import { expect } from './shop-test';

/** One `securitypolicyviolation` event as the page saw it. */
export interface PolicyViolation {
  readonly directive: string;
  readonly sample: string;
  readonly source: string;
  readonly line: number;
  readonly blocked: string;
  readonly page: string;
}

export interface TrustedTypesWatch {
  /** Every Content-Security-Policy violation (Trusted Types' among them) of every document the page opened. */
  readonly violations: PolicyViolation[];
  /** The names given to `trustedTypes.createPolicy`, in order, whether the browser allowed them or not. */
  readonly policies: string[];
  /**
   * None of either but the widgets' own policies (each at most once per document), once the page
   * has had time to report what it did: `what` names the step in the failure.
   */
  expectClean(what: string): Promise<void>;
}

type Recorded = { kind: 'violation'; violation: PolicyViolation } | { kind: 'policy'; name: string; page: string };

/**
 * Records, from the start of every document the page opens, the `securitypolicyviolation` events
 * (in the capture phase on the window, so none is missed) and the names of the Trusted Types
 * policies created (`trustedTypes.createPolicy` wrapped). Call before the first `goto`. The test's
 * own `page.evaluate` code runs in the page too: it must not use an HTML sink on an enforcing page.
 */
export async function watchTrustedTypes(page: Page): Promise<TrustedTypesWatch> {
  const violations: PolicyViolation[] = [];
  const policies: string[] = [];
  const perPage = new Map<string, number>();
  await page.exposeFunction('__vitrinaTrustedTypesWatch', (recorded: Recorded) => {
    if (recorded.kind === 'violation') violations.push(recorded.violation);
    else {
      policies.push(recorded.name);
      perPage.set(`${recorded.page} ${recorded.name}`, (perPage.get(`${recorded.page} ${recorded.name}`) ?? 0) + 1);
    }
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __vitrinaTrustedTypesWatch: (recorded: unknown) => void }).__vitrinaTrustedTypesWatch;
    // One id per document: a policy is made once per window.
    const documentId = `${location.pathname}#${Math.random().toString(36).slice(2)}`;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        record({
          kind: 'violation',
          violation: { directive: event.effectiveDirective, sample: event.sample, source: event.sourceFile, line: event.lineNumber, blocked: event.blockedURI, page: location.pathname },
        }),
      true,
    );
    const factory = (window as unknown as { trustedTypes?: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
    if (!factory) return;
    const create = factory.createPolicy;
    factory.createPolicy = function createPolicy(this: unknown, name: string, rules: object) {
      record({ kind: 'policy', name, page: documentId });
      return create.call(this, name, rules);
    };
  });
  return {
    violations,
    policies,
    async expectClean(what: string) {
      // Two frames and a moment: what the last step set off has been reported (and recorded here).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 150)))));
      expect(violations, `${what}: Content-Security-Policy / Trusted Types violations`).toEqual([]);
      const allowed: readonly string[] = TRUSTED_TYPES_POLICIES;
      expect(policies.filter((name) => !allowed.includes(name)), `${what}: policies the shop does not allow`).toEqual([]);
      expect([...perPage].filter(([, count]) => count > 1).map(([key]) => key), `${what}: a policy made twice in one document`).toEqual([]);
    },
  };
}

/**
 * The page as a shop page enforcing Trusted Types: its answer's Content-Security-Policy requires
 * them for scripts and allows exactly the widgets' policies, and (unless `bundle` is false: the
 * error page has no widgets) the scripts it loads from the shop are the one widgets bundle every page
 * loads, no build of its own for Trusted Types, and the shop's own script listening to its events.
 */
export async function expectEnforcingShopPage(page: Page, response: Response | null, { bundle = true } = {}): Promise<void> {
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(directives.get('require-trusted-types-for'), `${page.url()}: require-trusted-types-for`).toBe("'script'");
  expect(directives.get('trusted-types'), `${page.url()}: trusted-types`).toBe(TRUSTED_TYPES_POLICIES.join(' '));
  const scripts = await page.locator('script[src^="/"]').evaluateAll((found) => found.map((script) => script.getAttribute('src')));
  // The shop serves one build or the other (WIDGETS_BUILD); the tests' shops serve vitrina.js. Before it, the
  // shop's own script that follows the widgets' events (public/scripts/cart-count.js, text only).
  expect(scripts, `${page.url()}: the shop's scripts`).toEqual(bundle ? ['/assets/scripts/cart-count.js', expect.stringMatching(/^\/assets\/widgets\/vitrina(-lite)?\.js$/)] : []);
  if (bundle) expect([widgetsScriptUrl('react'), widgetsScriptUrl('lite')]).toContain(scripts[1]);
}
