import { afterEach, describe, expect, it } from 'vitest';
import { createElement, useState } from 'preact/compat';
import { useId } from './react';
import { createRoot, type LiteRoot } from './react-dom-client';

// The lite build's adapters over Preact's compat layer, run on Preact itself.

const roots: LiteRoot[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

/** An island holding the server's `markup`, read with DOMParser. */
function island(markup = ''): HTMLElement {
  const element = document.createElement('div');
  element.append(...Array.from(new DOMParser().parseFromString(markup, 'text/html').body.childNodes));
  document.body.append(element);
  return element;
}

/** What the island holds now: each child's tag, class and text. */
function contents(element: HTMLElement): string[] {
  return Array.from(element.children, (child) => `${child.localName}.${child.className}:${child.textContent}`);
}

function mount(container: HTMLElement, element: Parameters<LiteRoot['render']>[0]): LiteRoot {
  const root = createRoot(container);
  roots.push(root);
  root.render(element);
  return root;
}

function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement('p', null, createElement('label', { htmlFor: id }, text), createElement('input', { id }));
}

describe('useId in the lite build', () => {
  it('gives each island its own ids, as React does across roots', () => {
    const first = island();
    const second = island();
    mount(first, createElement(Labelled, { text: 'Телефон' }));
    mount(second, createElement(Labelled, { text: 'E-mail' }));
    const ids = Array.from(document.querySelectorAll('input'), (input) => input.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(document.getElementById(ids[1]!)?.closest('div')).toBe(second);
  });

  it('keeps a component’s id across its renders', () => {
    let setText: (text: string) => void = () => undefined;
    function Changing() {
      const [text, set] = useState('a');
      setText = set;
      return createElement(Labelled, { text });
    }
    const container = island();
    mount(container, createElement(Changing, null));
    const before = container.querySelector('input')?.id;
    setText('b');
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        expect(container.querySelector('label')?.textContent).toBe('b');
        expect(container.querySelector('input')?.id).toBe(before);
        resolve();
      }, 20);
    });
  });
});

describe('createRoot in the lite build', () => {
  it('leaves the server markup in place while the widget first renders, then only the widget', () => {
    const container = island('<form><input type="radio" name="lang" value="ru" checked></form><p class="server">Купити</p>');
    let seen: string | null = null;
    function Widget() {
      const [checked] = useState(() => container.querySelector<HTMLInputElement>('input[name="lang"]:checked')?.value ?? null);
      seen = checked;
      return createElement('div', { className: 'vitrina-actions' }, 'widget');
    }
    mount(container, createElement(Widget, null));
    expect(seen).toBe('ru');
    expect(contents(container)).toEqual(['div.vitrina-actions:widget']);
    expect(container.childNodes).toHaveLength(1);
  });

  it('renders again in place, and unmounting leaves the container empty', () => {
    const container = island('<p>server</p>');
    const root = mount(container, createElement('span', null, 'one'));
    const first = container.firstElementChild;
    root.render(createElement('span', null, 'two'));
    expect(contents(container)).toEqual(['span.:two']);
    expect(container.firstElementChild).toBe(first);
    root.unmount();
    expect(container.childNodes).toHaveLength(0);
  });
});
