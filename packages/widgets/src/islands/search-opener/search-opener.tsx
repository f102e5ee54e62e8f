import { useLayoutEffect } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import { useIslandHost } from '../../ui/island-host';
import { FilledIcon } from '../../ui/icons/filled-icon';

/** A click that asks the browser for something else: a new tab or window, a download. */
function wantsTheLinkItself(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The header's search opener (docs/pages.md#header). Its element is the shop's link to the search page, which
 * keeps working without script and for a new tab; a plain click opens the search modal instead.
 */
export function SearchOpener() {
  const { services } = useVitrina();
  const { t } = useMessages();
  const [ref, host] = useIslandHost<HTMLSpanElement>('search-opener');

  useLayoutEffect(() => {
    if (!host) return;
    host.setAttribute('aria-haspopup', 'dialog');
    host.setAttribute('aria-label', t('header.open_search'));
    const open = (event: MouseEvent) => {
      if (wantsTheLinkItself(event)) return;
      event.preventDefault();
      services.ui.openModal('search');
    };
    host.addEventListener('click', open);
    return () => host.removeEventListener('click', open);
  }, [host, services, t]);

  return (
    <>
      <FilledIcon name="search" />
      <span ref={ref} className="header-action-label">
        {t('header.search')}
      </span>
    </>
  );
}
