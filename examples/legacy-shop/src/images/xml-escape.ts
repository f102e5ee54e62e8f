const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * Keeps letters, marks, digits, punctuation, symbols and spaces; drops control characters, lone
 * surrogates and the like, which XML does not allow at all.
 */
export function printableText(text: string): string {
  return [...text.replace(/\s+/g, ' ')]
    .filter((char) => /[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]/u.test(char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}
