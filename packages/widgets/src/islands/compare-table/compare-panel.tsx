import type { CompareCategory } from '@vitrina/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { ProductCard } from '../../ui/product-card/product-card';
import { compareRows } from './compare-rows';

export interface ComparePanelProps {
  readonly category: CompareCategory;
  readonly title: string;
  readonly id: string;
  readonly labelledBy: string;
  readonly busy: boolean;
  readonly onDifferences: (on: boolean) => void;
  readonly onRemove: (productId: number) => void;
}

/**
 * One category's comparison: the "differences only" switch, then the table — the product cards
 * above it, a row of the products' names (it stays at the top while the table scrolls) with a
 * button to take each one off, and a row per characteristic. The table scrolls sideways on a
 * narrow screen with the characteristics' column fixed; the scrolling area takes keyboard focus.
 */
export function ComparePanel({ category, title, id, labelledBy, busy, onDifferences, onRemove }: ComparePanelProps) {
  const { t } = useMessages();
  const captionId = useId();
  const switchId = useId();
  const { products, isDifferentProducts } = category;
  const rows = compareRows(products);
  // The switch shows the shopper's choice at once; once the fetch is over it shows the category's mode
  // (the old one again if the fetch failed).
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (wanted !== null && !busy) setWanted(null);
  return (
    <div id={id} className="vitrina-compare__panel" role="tabpanel" aria-labelledby={labelledBy} aria-busy={busy}>
      <div className="vitrina-compare__toolbar">
        <input
          id={switchId}
          className="vitrina-compare__switch"
          type="checkbox"
          role="switch"
          checked={wanted ?? isDifferentProducts}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setWanted(on);
            onDifferences(on);
          }}
        />
        <label htmlFor={switchId}>{t('compare_table.differences_only')}</label>
      </div>
      {products.length < 2 && <p className="vitrina-compare__hint">{t('compare_table.add_more')}</p>}
      <h2 className="vitrina-visually-hidden">{t('compare_table.products')}</h2>
      <div className="vitrina-compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="vitrina-compare__table">
          <caption id={captionId} className="vitrina-visually-hidden">
            {t('compare_table.table', { category: title })}
          </caption>
          <thead>
            <tr className="vitrina-compare__cards">
              <td className="vitrina-compare__corner" />
              {products.map((product) => (
                <th key={product.id} scope="col" className="vitrina-compare__card">
                  <ProductCard product={product} onComparePage />
                </th>
              ))}
            </tr>
            <tr className="vitrina-compare__heads">
              <th scope="col" className="vitrina-compare__corner">
                {t('compare_table.characteristic')}
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className="vitrina-compare__head">
                  <span className="vitrina-compare__head-title">{product.title}</span>
                  <button
                    type="button"
                    className="vitrina-link-button vitrina-compare__remove"
                    data-remove={product.id}
                    aria-label={t('compare_table.remove_named', { title: product.title })}
                    onClick={() => onRemove(product.id)}
                  >
                    {t('compare_table.remove')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.title} className={row.differs ? 'is-different' : undefined}>
                <th scope="row">{row.title}</th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.id ?? index}>{value ?? <NoValue />}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && (
        <p className="vitrina-compare__hint">{t(isDifferentProducts ? 'compare_table.no_differences' : 'compare_table.no_characteristics')}</p>
      )}
    </div>
  );
}

/** A product without the characteristic: a dash to see, words to hear. */
function NoValue() {
  const { t } = useMessages();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="vitrina-visually-hidden">{t('compare_table.no_value')}</span>
    </>
  );
}
