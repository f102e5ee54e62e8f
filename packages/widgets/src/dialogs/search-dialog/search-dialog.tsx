import { useSignals } from '@preact/signals-react/runtime';
import { SEARCH_MIN_CHARS } from '@vitrina/core';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { navigation } from '../../runtime/navigation';
import { productUrl } from '../../ui/product-card/product-url';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../dialog-contract';
import { SearchListbox } from './search-listbox';
import { searchOptions, type SearchOption } from './search-options';
import { searchPageUrl } from './search-page';
import { SearchStatus } from './search-status';
import { useProductSearch } from './use-product-search';

/**
 * The search modal (docs/catalogue.md#search-as-you-type): a search field that shows products as
 * the shopper types (the ARIA combobox pattern: arrows move through the list, Enter opens the
 * product, Escape closes the list and then the modal), and the recent queries before anything is
 * typed. Submitting goes to the shop's search page (`?q=`), as it does without script.
 */
export function SearchDialog({ titleId }: DialogProps) {
  useSignals();
  const { t } = useMessages();
  const { format } = useVitrina();
  const id = useId();
  const search = useProductSearch();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [action] = useState(() => searchPageUrl());
  const options = searchOptions(search);
  const expanded = open && options.length > 0;
  const current = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const query = search.query.value;
  const recent = search.recent.list.value;

  const type = (typed: string) => {
    setText(typed);
    search.search(typed);
    setOpen(true);
    setActive(-1);
  };
  const choose = (option: SearchOption) => {
    if (option.kind === 'recent') {
      type(option.query);
      return;
    }
    search.recent.add(query);
    navigation.assign(productUrl(option.product.slug));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (expanded ? (at + step + options.length) % options.length : step === 1 ? 0 : options.length - 1));
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(options[current]!);
    } else if (event.key === 'Escape' && expanded) {
      // The list closes first; the next Escape reaches the dialog and closes the modal.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An empty search would only show an empty results page.
    if (text.trim() === '') event.preventDefault();
    else search.recent.add(text);
  };

  return (
    <div className="vitrina-dialog vitrina-search">
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.search.title')}
      </h2>
      <form role="search" action={action} method="get" className="vitrina-search__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className="vitrina-visually-hidden">
          {t('modals.search.placeholder')}
        </label>
        <input
          id={`${id}-input`}
          className="vitrina-field__input vitrina-search__input"
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-describedby={`${id}-hint`}
          enterKeyHint="search"
          placeholder={t('modals.search.placeholder')}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="vitrina-dialog__submit">
          {t('modals.search.submit')}
        </button>
      </form>
      <p id={`${id}-hint`} className="vitrina-search__hint">
        {t('search_results.hint', { count: SEARCH_MIN_CHARS })}
      </p>
      <SearchStatus search={search} />
      <SearchListbox id={`${id}-list`} options={options} expanded={expanded} active={current} optionId={optionId} onChoose={choose} price={format.price} />
      {search.status.value === 'done' && search.total.value > 0 && (
        <a className="vitrina-search__all" href={`${action}?q=${encodeURIComponent(query)}`} onClick={() => search.recent.add(query)}>
          {t('search_results.show_all', { count: search.total.value })}
        </a>
      )}
      {search.status.value === 'idle' && recent.length > 0 && (
        <button type="button" className="vitrina-link-button vitrina-search__clear" onClick={() => search.recent.clear()}>
          {t('search_results.clear_recent')}
        </button>
      )}
    </div>
  );
}
