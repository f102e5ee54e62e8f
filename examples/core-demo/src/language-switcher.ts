import { languages } from '@vitrina/core';
import type { Demo } from './demo';
import { bindAttribute, el } from './dom';

/** 'Укр' and 'Рус' as two toggle buttons; the pressed one is the page's language. */
export function languageSwitcher(demo: Demo): HTMLElement {
  const group = el(
    'div',
    { className: 'lang-switch', attrs: { role: 'group' } },
    languages.map(({ code, label }) => {
      const button = el('button', { className: 'lang-switch__option', attrs: { type: 'button', lang: code }, text: label });
      bindAttribute(button, 'aria-pressed', () => String(demo.lang.value === code));
      button.addEventListener('click', () => void demo.setLanguage(code));
      return button;
    }),
  );
  bindAttribute(group, 'aria-label', () => demo.t('header.language'));
  return group;
}
