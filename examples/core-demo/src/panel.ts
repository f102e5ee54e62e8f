import type { Demo } from './demo';
import { el, uniqueId } from './dom';

export interface PanelOptions {
  readonly titleKey: string;
  readonly intro?: () => string;
  readonly className?: string;
}

/** A titled section of the page: a landmark named by its heading. */
export function panel(demo: Demo, { titleKey, intro, className }: PanelOptions, children: readonly Node[]): HTMLElement {
  const headingId = uniqueId('panel');
  return el('section', { className: className ? `panel ${className}` : 'panel', attrs: { 'aria-labelledby': headingId } }, [
    el('h2', { className: 'panel__title', attrs: { id: headingId }, text: () => demo.t(titleKey) }),
    intro ? el('p', { className: 'panel__intro', text: intro }) : null,
    ...children,
  ]);
}
