import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps http(s) addresses and addresses relative to the page', () => {
    for (const url of ['https://cdn.example/a.webp', 'http://cdn.example/a.png', '/images/a.png', 'images/a.png', '//cdn.example/a.png']) expect(safeUrl(url)).toBe(url);
  });

  it('drops script and data addresses however they are spelt, and nothing at all', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      expect(safeUrl(url), url).toBeUndefined();
    }
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl('')).toBeUndefined();
  });
});
