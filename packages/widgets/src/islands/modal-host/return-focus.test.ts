import { afterEach, describe, expect, it } from 'vitest';
import { returnFocus } from './return-focus';

afterEach(() => document.body.replaceChildren());

/** An island holding one button, on the page. */
function island(label: string) {
  const root = document.createElement('div');
  root.setAttribute('data-widget', 'user-menu');
  const button = document.createElement('button');
  button.textContent = label;
  root.append(button);
  document.body.append(root);
  return { root, button };
}

describe('returnFocus', () => {
  it('gives focus back to the opener while it is on the page', () => {
    const { root, button } = island('Увійти');
    returnFocus({ opener: button, island: root });
    expect(document.activeElement).toBe(button);
  });

  it('when the opener is gone, focuses the first focusable element of its island', () => {
    const { root, button } = island('Увійти');
    const menu = document.createElement('button');
    menu.textContent = 'Меню користувача: Ірина';
    button.replaceWith(menu);
    returnFocus({ opener: button, island: root });
    expect(document.activeElement).toBe(menu);
  });

  it('leaves focus alone when the opener and its island are both gone, or nothing was saved', () => {
    const { root, button } = island('Увійти');
    root.remove();
    returnFocus({ opener: button, island: root });
    returnFocus(null);
    expect(document.activeElement).toBe(document.body);
  });
});
