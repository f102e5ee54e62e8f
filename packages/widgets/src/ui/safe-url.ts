/**
 * An address from the shop's data (an API answer or a page attribute) as it may go into `src` or
 * `href`: kept when it is http(s) or relative to the page, dropped (undefined) otherwise, so a
 * `javascript:`, `data:` or `vbscript:` address never reaches the page.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, 'https://shop.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}
