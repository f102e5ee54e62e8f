import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import type { DialogProps } from '../dialog-contract';
import { searchPageUrl } from './search-page';

/** The search modal: one labelled field that submits to the shop's search page (`?q=`). */
export function SearchDialog({ titleId }: DialogProps) {
  const { t } = useMessages();
  const fieldId = useId();
  const [query, setQuery] = useState('');
  const [action] = useState(() => searchPageUrl());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An empty search would only show an empty results page.
    if (query.trim() === '') event.preventDefault();
  };

  return (
    <div className="vitrina-dialog vitrina-search">
      <h2 id={titleId} className="vitrina-dialog__title">
        {t('modals.search.title')}
      </h2>
      <form role="search" action={action} method="get" className="vitrina-search__form" onSubmit={onSubmit}>
        <label htmlFor={fieldId} className="vitrina-visually-hidden">
          {t('modals.search.placeholder')}
        </label>
        <input
          id={fieldId}
          className="vitrina-field__input vitrina-search__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('modals.search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="vitrina-dialog__submit">
          {t('modals.search.submit')}
        </button>
      </form>
    </div>
  );
}
