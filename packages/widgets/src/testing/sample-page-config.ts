import { defaultPageConfig, type PageConfig, type PageSnapshot } from '../contract/page-config-schema';
import { PAGE_CONFIG_SCRIPT_ID } from '../contract/island-attributes';

export type PageConfigOverrides = Partial<Omit<PageConfig, 'snapshot'>> & { snapshot?: Partial<PageSnapshot> };

/**
 * A page config as the shop writes it, for tests: a guest on a category page with the contract's
 * defaults, changed by `overrides` (the snapshot's fields are merged into the guest's).
 */
export function samplePageConfig({ snapshot, ...overrides }: PageConfigOverrides = {}): PageConfig {
  return { ...defaultPageConfig, page: 'category', ...overrides, snapshot: { ...defaultPageConfig.snapshot, ...snapshot } };
}

/** The page's `<script type="application/json" id="vitrina-config">`, holding `text` as it is. */
export function pageConfigScript(text: string, type = 'application/json'): HTMLScriptElement {
  const script = document.createElement('script');
  script.id = PAGE_CONFIG_SCRIPT_ID;
  script.type = type;
  script.textContent = text;
  return script;
}
