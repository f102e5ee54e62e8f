import { useSignals } from '@preact/signals-react/runtime';
import type { City } from '@vitrina/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useCitySearch } from './use-city-search';

interface CityComboboxProps {
  /** What is typed in the field. */
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onChoose: (city: City) => void;
  /** The verdict on the city, already translated. */
  readonly error: string | undefined;
  /** The input's name; the checkout's `delivery.city` when not given. */
  readonly name?: string;
}

/**
 * The delivery city, searched as the shopper types (the ARIA combobox pattern with a list box):
 * arrows move through the cities found, Enter picks one, Escape closes the list; a status line
 * says how many were found, that none was ("city not found"), or that the search is on its way.
 */
export function CityCombobox({ text, onText, onChoose, error, name = 'delivery.city' }: CityComboboxProps) {
  useSignals();
  const { t } = useMessages();
  const id = useId();
  const search = useCitySearch();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = search?.results.value ?? [];
  const status = search?.status.value ?? 'idle';
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${id}-city-${index}`;

  // Text typed before the search's code arrived is searched once it is there.
  const unsearched = useRef<string | null>(null);
  useEffect(() => {
    if (!search || unsearched.current === null) return;
    search.search(unsearched.current);
    unsearched.current = null;
  }, [search]);

  const type = (typed: string) => {
    onText(typed);
    if (search) search.search(typed);
    else unsearched.current = typed;
    setOpen(true);
    setActive(-1);
  };
  const choose = (city: City) => {
    onChoose(city);
    search?.cancel();
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Picks the city rather than sending the order.
      event.preventDefault();
      choose(results[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const said =
    status === 'searching'
      ? t('checkout_form.city_searching')
      : status === 'done' && open
        ? results.length === 0
          ? t('validation.city_not_found')
          : t('checkout_form.city_results', { count: results.length })
        : status === 'failed'
          ? t('errors.data_loading')
          : '';
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div className={error ? 'vitrina-field vitrina-field--invalid vitrina-combobox' : 'vitrina-field vitrina-combobox'}>
      <label className="vitrina-field__label" htmlFor={`${id}-input`}>
        {t('forms.fields.city')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${id}-input`}
        className="vitrina-field__input"
        type="text"
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t('forms.placeholders.city')}
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} className="vitrina-combobox__list" role="listbox" aria-label={t('forms.fields.city')} hidden={!expanded}>
        {results.map((city, index) => (
          <li
            key={city.id}
            id={optionId(index)}
            className="vitrina-combobox__option"
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so the click picks the city before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
          >
            {city.title}
            {city.region && <span className="vitrina-combobox__region"> · {city.region}</span>}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="vitrina-field__hint">
        {t('checkout_form.city_hint')}
      </p>
      <p className="vitrina-combobox__status" role="status">
        {said}
      </p>
      {error && (
        <p id={`${id}-error`} className="vitrina-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
