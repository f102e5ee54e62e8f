import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PanelTab<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly panel: ReactNode;
}

interface PanelTabsProps<T extends string> {
  readonly label: string;
  readonly tabs: readonly PanelTab<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** Lets the owner move the focus to a tab (after a login, to the tab that now applies). */
  readonly tabRef?: (value: T, element: HTMLButtonElement | null) => void;
}

/**
 * Tabs (the ARIA tabs pattern): arrows, Home and End move between them and choose at once. Every
 * panel stays mounted, the others hidden, so what was typed in one survives a look at another.
 */
export function PanelTabs<T extends string>({ label, tabs, value, onChange, tabRef }: PanelTabsProps<T>) {
  const id = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index <= 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = tabs[next]!.value;
    onChange(chosen);
    buttons.current.get(chosen)?.focus();
  };

  return (
    <div className="vitrina-order-panel__tabs-frame">
      <div className="vitrina-order-panel__tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) buttons.current.set(tab.value, element);
              else buttons.current.delete(tab.value);
              tabRef?.(tab.value, element);
            }}
            id={tabId(tab.value)}
            className="vitrina-order-panel__tab"
            type="button"
            role="tab"
            aria-selected={tab.value === value}
            aria-controls={panelId(tab.value)}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.value} id={panelId(tab.value)} className="vitrina-order-panel__panel" role="tabpanel" aria-labelledby={tabId(tab.value)} hidden={tab.value !== value}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
