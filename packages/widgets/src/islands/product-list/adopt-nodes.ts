/** Elements never brought over from a fetched page: they run code, load frames or change the document. */
const LEFT_OUT = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link', 'template', 'noscript']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset', 'ping']);
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i;

function safeAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'srcdoc') return false;
  // Custom properties (a label's colours) stay; nothing that fetches or runs.
  if (lower === 'style') return !/url\(|expression\(|@import|\\/i.test(value);
  if (!URL_ATTRIBUTES.has(lower)) return true;
  // Browsers ignore whitespace and control characters in a URL's scheme.
  // eslint-disable-next-line no-control-regex
  return !value.split(',').some((part) => UNSAFE_URL.test(part.replace(/[\s\u0000-\u001f]+/g, '')));
}

/**
 * A copy of `node` made in `into` element by element, text by text, from a page parsed with
 * DOMParser (which runs nothing): no script, frame or style element, no event handler attribute,
 * no inline style that loads anything, no `javascript:`, `vbscript:` or `data:` address. Comments are left out. Null
 * for a node that is left out.
 */
export function adoptNode(node: Node, into: Document): Node | null {
  if (node.nodeType === 3) return into.createTextNode(node.nodeValue ?? '');
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  if (LEFT_OUT.has(element.localName)) return null;
  const copy = into.createElementNS(element.namespaceURI, element.localName);
  for (const attribute of Array.from(element.attributes)) {
    if (!safeAttribute(attribute.name, attribute.value)) continue;
    if (attribute.namespaceURI) copy.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    else copy.setAttribute(attribute.name, attribute.value);
  }
  for (const child of adoptChildren(element, into)) copy.appendChild(child);
  return copy;
}

/** The children of `parent`, each copied by adoptNode; those left out are skipped. */
export function adoptChildren(parent: Node, into: Document): Node[] {
  return Array.from(parent.childNodes, (child) => adoptNode(child, into)).filter((child) => child !== null);
}
