const adopted = new WeakMap<Document, Set<string>>();

/**
 * Adds a stylesheet to the document once, from a chunk: the map's styles travel with its code, so
 * the pages without a map never download them. A constructed stylesheet is CSSOM, which a
 * Content-Security-Policy's style-src does not govern; a `<style>` element where the browser has none.
 */
export function adoptStyles(document: Document, name: string, cssText: string): void {
  const names = adopted.get(document) ?? new Set<string>();
  if (names.has(name)) return;
  names.add(name);
  adopted.set(document, names);
  const view = document.defaultView;
  if (view && 'adoptedStyleSheets' in document && typeof view.CSSStyleSheet === 'function' && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(cssText);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.vitrinaStyles = name;
  style.textContent = cssText;
  document.head.append(style);
}
