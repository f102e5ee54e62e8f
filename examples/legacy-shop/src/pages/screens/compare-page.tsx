import { compareHref } from '../components/product-actions';
import { EmptyState } from '../components/empty-state';
import { ProductCard } from '../components/product-card';
import type { PageContext } from '../context/page-context';
import type { CompareData } from '../data/compare-table';
import { Document } from '../layout/document';
import { widgetAttrs } from '../widget-attributes';

export interface ComparePageProps {
  readonly ctx: PageContext;
  readonly ids: readonly number[];
  readonly data: CompareData;
  readonly differencesOnly: boolean;
}

/** Compared products of one category side by side, with their characteristics table. */
export function ComparePage({ ctx, ids, data, differencesOnly }: ComparePageProps) {
  const { t } = ctx;
  const { current } = data;
  const base = compareHref(ids);
  const join = base.includes('?') ? '&' : '?';
  const categoryParam = current ? `${join}category=${encodeURIComponent(current.slug)}` : '';
  const rows = differencesOnly ? data.rows.filter((row) => row.differs) : data.rows;
  return (
    <Document ctx={ctx} page="compare" title={t('compare.title')}>
      <h1 className="page-title">{t('compare.title')}</h1>
      {/* The island takes over what is inside; it is rendered on an empty page too, where a guest's list can reach it. */}
      <div
        className="compare"
        {...widgetAttrs('compare-table', {
          categoryId: current?.categoryId,
          compareIds: ids.join(','),
          compareCategories: JSON.stringify(data.groups.map((group) => ({ id: group.categoryId, title: group.title, count: group.ids.length }))),
        })}
      >
        {!current ? (
          <EmptyState text={t('compare.empty')}>
            <p>{t('pages.lists.compare_hint')}</p>
          </EmptyState>
        ) : (
          <>
            {data.groups.length > 1 && (
              <nav className="tabs" aria-label={t('pages.lists.compare_category')}>
                <ul>
                  {data.groups.map((group) => (
                    <li key={group.categoryId}>
                      <a href={`${base}${join}category=${encodeURIComponent(group.slug)}`} aria-current={group === current ? 'page' : undefined}>
                        {group.title} <span className="tab-count">({group.ids.length})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {data.cards.length < 2 && <p className="hint">{t('compare.add_more')}</p>}
            <nav className="tabs tabs--small" aria-label={t('product.characteristics')}>
              <ul>
                <li>
                  <a href={`${base}${categoryParam}`} aria-current={differencesOnly ? undefined : 'true'}>
                    {t('compare.all')}
                  </a>
                </li>
                <li>
                  <a href={`${base}${categoryParam}&diff=1`} aria-current={differencesOnly ? 'true' : undefined}>
                    {t('compare.differences')}
                  </a>
                </li>
              </ul>
            </nav>
            <h2 className="visually-hidden">{t('pages.lists.products')}</h2>
            <div className="compare-scroll">
              <table className="compare-table" {...widgetAttrs(null, { analyticsList: JSON.stringify({ name: 'compare' }) })}>
                <thead>
                  <tr>
                    <th scope="col" className="compare-corner">
                      <span className="visually-hidden">{t('pages.lists.characteristic')}</span>
                    </th>
                    {data.cards.map((card, index) => (
                      <th key={card.id} scope="col" className="compare-product">
                        <ProductCard card={card} ctx={ctx} options={{ onComparePage: true, compareIds: ids }} index={index} />
                        <a className="compare-remove" href={compareHref(ids.filter((id) => id !== card.id))}>
                          {t('compare.remove')}
                          <span className="visually-hidden">: {card.title}</span>
                        </a>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.name} className={row.differs ? 'is-different' : undefined}>
                      <th scope="row">{row.name}</th>
                      {row.values.map((value, index) => (
                        <td key={index}>{value ?? t('pages.lists.no_value')}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Document>
  );
}
