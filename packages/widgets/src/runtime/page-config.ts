import { PAGE_CONFIG_SCRIPT_ID } from '../contract/island-attributes';
import { parsePageConfig } from '../contract/parse-page-config';
import { defaultPageConfig, type PageConfig } from '../contract/page-config-schema';

export { parsePageConfig } from '../contract/parse-page-config';
export { defaultPageConfig, type PageConfig, type PageLang, type PageSnapshot } from '../contract/page-config-schema';

/**
 * Reads `<script type="application/json" id="vitrina-config">` with JSON.parse and a zod schema —
 * data only, never evaluated. A missing or garbled config, or a field of the wrong type, gives one
 * console warning and the default for what could not be read; it never throws.
 */
export function readPageConfig(document: Document): PageConfig {
  const script = document.getElementById(PAGE_CONFIG_SCRIPT_ID);
  if (!script || script.tagName !== 'SCRIPT' || script.getAttribute('type') !== 'application/json') {
    console.warn(`Vitrina: no <script type="application/json" id="${PAGE_CONFIG_SCRIPT_ID}"> on the page; using the defaults.`);
    return defaultPageConfig;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent ?? '');
  } catch (error) {
    console.warn(`Vitrina: the page config #${PAGE_CONFIG_SCRIPT_ID} is not valid JSON (${String(error)}); using the defaults.`);
    return defaultPageConfig;
  }
  const problems: string[] = [];
  const config = parsePageConfig(raw, problems);
  if (problems.length > 0) {
    console.warn(`Vitrina: the page config #${PAGE_CONFIG_SCRIPT_ID} has invalid fields, defaults used for them — ${problems.join('; ')}`);
  }
  return config;
}
