import { describe, expect, it } from 'vitest';
import { jsonForScript } from './json-for-script';

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>', note: '<!-- x -->' });
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u003c!--');
  });

  it('escapes & and the JavaScript line terminators U+2028 and U+2029', () => {
    const text = jsonForScript({ a: 'Tom & Jerry', b: 'line\u2028break\u2029end' });
    expect(text).toBe('{"a":"Tom \\u0026 Jerry","b":"line\\u2028break\\u2029end"}');
    expect(text).not.toMatch(/[&\u2028\u2029]/);
  });

  it('reads back as the same value', () => {
    const value = { s: '</script> & <b>\u2028\u2029', n: [1, 2.5, null], nested: { ok: true, quote: '"\'\\' } };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });

  it('gives null for values JSON cannot express', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});
