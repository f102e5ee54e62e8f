import { effect } from '@preact/signals-core';
import type { Demo } from './demo';
import { el } from './dom';
import { panel } from './panel';

export function eventLogView(demo: Demo): HTMLElement {
  const { t, log } = demo;
  const list = el('ol', { className: 'log' });
  const empty = el('p', { className: 'log__empty', text: () => t('demo.log.empty') });
  effect(() => {
    const lang = demo.lang.value;
    const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const entries = log.entries.value;
    empty.hidden = entries.length > 0;
    list.replaceChildren(
      ...entries.map((entry) =>
        el('li', { className: `log__entry log__entry--${entry.tone}` }, [
          el('time', { className: 'log__time', attrs: { datetime: entry.at.toISOString() }, text: time.format(entry.at) }),
          el('span', { text: entry.message(t, lang) }),
        ]),
      ),
    );
  });
  return panel(demo, { titleKey: 'demo.log.title', intro: () => t('demo.log.intro') }, [
    empty,
    el('div', { attrs: { role: 'log' } }, [list]),
  ]);
}
