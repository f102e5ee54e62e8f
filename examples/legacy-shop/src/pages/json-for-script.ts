const unsafe: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that can sit inside a `<script type="application/json">` element: `<`, `>` and `&` become
 * \u escapes (so no `</script>` or `<!--` can end or bend the element) and so do U+2028/U+2029 (raw
 * line terminators in older JavaScript parsers). JSON.parse reads the escapes back as the same
 * characters. `undefined` (and anything else JSON has no text for) gives 'null'.
 */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}
