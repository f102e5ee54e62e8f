/** A same-site path or an https address: where the provider's script may come from. */
export function isScriptSrc(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) || /^https:\/\/[^\s/?#]+[^\s]*$/i.test(value);
}
