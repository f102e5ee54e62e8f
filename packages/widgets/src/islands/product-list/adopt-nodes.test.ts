import { describe, expect, it } from 'vitest';
import { adoptChildren } from './adopt-nodes';

function parsed(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!DOCTYPE html><body><div id="source">${html}</div>`, 'text/html').getElementById('source')!;
}

function adopted(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.append(...adoptChildren(parsed(html), document));
  return holder;
}

describe('adoptChildren', () => {
  it('copies the server’s markup into this document: elements, attributes, text, SVG icons', () => {
    const copy = adopted(
      '<article data-analytics-item="{&quot;id&quot;:1}"><a href="/phone" data-select-item="">Телефон &lt;b&gt;</a>' +
        '<svg viewBox="0 0 24 24"><use href="#icon-heart"></use></svg><span class="label" style="--label-color:#f00">Хіт</span></article>',
    );
    const article = copy.querySelector('article')!;
    expect(article.ownerDocument).toBe(document);
    expect(article.getAttribute('data-analytics-item')).toBe('{"id":1}');
    expect(copy.querySelector('a')?.textContent).toBe('Телефон <b>');
    expect(copy.querySelector('a b')).toBeNull();
    expect(copy.querySelector('svg')?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(copy.querySelector('use')?.getAttribute('href')).toBe('#icon-heart');
    expect(copy.querySelector('.label')?.getAttribute('style')).toBe('--label-color:#f00');
  });

  it('leaves out what runs code, loads frames or changes the document', () => {
    const copy = adopted(
      '<script>alert(1)</script><embed src="/x"><base href="/elsewhere/"><style>*{}</style><object data="x"></object><template><b></b></template><!-- note -->' +
        '<img src="/a.png" onerror="alert(1)"><a href=" java\tscript:alert(1)">x</a><a href="data:text/html,hi">y</a>' +
        '<img srcset="/a.png 1x, javascript:alert(1) 2x"><span style="background:url(/track)">z</span><form action="vbscript:x"></form>',
    );
    expect(copy.querySelector('script, embed, base, style, object, template')).toBeNull();
    expect(Array.from(copy.childNodes).some((node) => node.nodeType === 8)).toBe(false);
    const [image, second] = Array.from(copy.querySelectorAll('img'));
    expect(image?.getAttribute('src')).toBe('/a.png');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(second?.hasAttribute('srcset')).toBe(false);
    expect(Array.from(copy.querySelectorAll('a'), (link) => link.hasAttribute('href'))).toEqual([false, false]);
    expect(copy.querySelector('span')?.hasAttribute('style')).toBe(false);
    expect(copy.querySelector('form')?.hasAttribute('action')).toBe(false);
  });
});
