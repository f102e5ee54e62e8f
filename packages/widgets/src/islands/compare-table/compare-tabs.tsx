import { useRef, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';

export interface CompareTab {
  readonly id: number;
  readonly title: string;
  readonly count: number;
}

export interface CompareTabsProps {
  readonly tabs: readonly CompareTab[];
  readonly selected: number;
  readonly onSelect: (id: number) => void;
  /** The id of a tab's element and of its panel's. */
  readonly tabId: (id: number) => string;
  readonly panelId: (id: number) => string;
}

/**
 * The compare page's categories as tabs (the WAI-ARIA tabs pattern): one tab stop, the arrow keys,
 * Home and End move between the tabs and show each one's table at once.
 */
export function CompareTabs({ tabs, selected, onSelect, tabId, panelId }: CompareTabsProps) {
  const { t } = useMessages();
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: at + 1 > last ? 0 : at + 1, ArrowLeft: at - 1 < 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  }

  return (
    <div ref={list} className="vitrina-compare__tabs" role="tablist" aria-label={t('compare_table.categories')}>
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className={active ? 'vitrina-compare__tab is-active' : 'vitrina-compare__tab'}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.title} <span className="vitrina-compare__tab-count">({tab.count})</span>
          </button>
        );
      })}
    </div>
  );
}
