/**
 * The anchor GitHub gives a heading: lower case, punctuation dropped (letters, digits, spaces,
 * '-' and '_' kept), spaces turned into '-'. `## Calls to the shop's API` → `calls-to-the-shops-api`.
 */
export function headingSlug(text) {
  return text
    .trim()
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown document's headings, outside fenced code. */
export function headingAnchors(markdown) {
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) anchors.add(headingSlug(heading[1]));
  }
  return anchors;
}
