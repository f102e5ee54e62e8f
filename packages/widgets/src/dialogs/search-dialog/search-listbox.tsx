import type { Vitrina } from '@vitrina/core';
import { useMessages } from '../../i18n/use-messages';
import { safeUrl } from '../../ui/safe-url';
import type { SearchOption } from './search-options';

interface SearchListboxProps {
  readonly id: string;
  readonly options: readonly SearchOption[];
  readonly expanded: boolean;
  readonly active: number;
  readonly optionId: (index: number) => string;
  readonly onChoose: (option: SearchOption) => void;
  readonly price: Vitrina['format']['price'];
}

/** The combobox's list: the products found (picture, title, price) or the recent queries. */
export function SearchListbox({ id, options, expanded, active, optionId, onChoose, price }: SearchListboxProps) {
  const { t } = useMessages();
  const recent = options[0]?.kind === 'recent';
  return (
    <ul
      id={id}
      className="vitrina-search__list"
      role="listbox"
      aria-label={recent ? t('search_results.recent') : t('search_results.products')}
      hidden={!expanded}
    >
      {options.map((option, index) => (
        <li
          key={option.kind === 'product' ? `p${option.product.id}` : `r${option.query}`}
          id={optionId(index)}
          className={`vitrina-search__option vitrina-search__option--${option.kind}`}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the field while the click picks the option.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {option.kind === 'product' ? (
            <>
              {safeUrl(option.product.image) ? <img className="vitrina-search__image" src={safeUrl(option.product.image)} alt="" width={40} height={40} loading="lazy" /> : <span className="vitrina-search__image" />}
              <span className="vitrina-search__title">{option.product.title}</span>
              <span className="vitrina-search__price">{price(option.product.price_with_discount ?? option.product.price)}</span>
            </>
          ) : (
            option.query
          )}
        </li>
      ))}
    </ul>
  );
}
