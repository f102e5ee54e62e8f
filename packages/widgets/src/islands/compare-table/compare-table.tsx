import { useSignals } from '@preact/signals-react/runtime';
import type { ComparePage } from '@vitrina/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { ComparePanel } from './compare-panel';
import { CompareEmpty, CompareFailed, CompareLoading } from './compare-states';
import type { CompareTableProps } from './compare-table-props';
import { CompareTabs } from './compare-tabs';
import { useCardListRemovals } from './use-card-list-removals';
import { useComparePage } from './use-compare-page';
import { useGuestCompareList } from './use-guest-compare-list';

/**
 * The compare page (docs/catalogue.md#compare-page): the categories as tabs with their counts, and
 * the chosen one's cards and characteristics table, as the core's compare page model holds them
 * (`services.compares.comparePage()`). Taking a product off changes the table and the address's
 * `ids` in place. A guest's bare page is replaced by the one for their own list. Class names:
 * compare-table.css.
 */
export function CompareTable({ categoryId, compareIds, compareCategories }: CompareTableProps) {
  useGuestCompareList(compareIds);
  const state = useComparePage(
    compareIds,
    compareCategories.map((category) => category.id),
  );
  return (
    <div className="vitrina-compare">
      {state.status === 'none' ? (
        <CompareEmpty />
      ) : state.status === 'creating' ? (
        <CompareLoading />
      ) : state.status === 'failed' ? (
        <CompareFailed retry={state.retry} />
      ) : (
        <CompareContent page={state.page} initial={categoryId} titles={compareCategories} />
      )}
    </div>
  );
}

interface CompareContentProps {
  readonly page: ComparePage;
  readonly initial: number | undefined;
  readonly titles: readonly { readonly id: number; readonly title: string }[];
}

function CompareContent({ page, initial, titles }: CompareContentProps) {
  useSignals();
  const { t } = useMessages();
  const base = useId();
  const [chosen, setChosen] = useState(initial);
  const focusAfter = useRef<{ readonly category: number; readonly product: number | null } | null>(null);
  const categories = page.categories.value;
  const loading = page.loading.value;
  const error = page.error.value;
  useCardListRemovals(page);
  // The first load shows "loading" until every category has answered, so the tabs do not arrive one by one.
  const [settled, setSettled] = useState(!loading);
  if (!settled && !loading) setSettled(true);

  const selected = categories.find((category) => category.id === chosen) ?? categories[0];
  const tabId = (id: number) => `${base}-tab-${id}`;
  const panelId = (id: number) => `${base}-panel-${id}`;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const button = target.product === null ? null : document.querySelector<HTMLElement>(`[data-remove="${target.product}"]`);
    const fallback = selected ? document.getElementById(tabId(selected.id)) ?? document.getElementById(panelId(selected.id)) : null;
    (button ?? fallback)?.focus();
  });

  if (!settled) return <CompareLoading />;
  if (categories.length === 0) {
    if (loading) return <CompareLoading />;
    if (error) return <CompareFailed retry={() => void page.load()} />;
    return <CompareEmpty />;
  }
  if (!selected) return null;

  const titleOf = (id: number) =>
    titles.find((title) => title.id === id)?.title ??
    categories.find((category) => category.id === id)?.products[0]?.analytics_categories.item_category ??
    String(id);

  function remove(productId: number) {
    if (!selected) return;
    const shown = selected.products.map((product) => product.id);
    const at = shown.indexOf(productId);
    const next = shown[at + 1] ?? shown[at - 1] ?? null;
    focusAfter.current = { category: selected.id, product: next };
    void page.remove(productId);
  }

  return (
    <>
      {error && (
        <div className="vitrina-compare__notice" role="alert">
          <span>{t('compare_table.failed')}</span>
          <button type="button" className="vitrina-button vitrina-button--secondary" onClick={() => void page.load()}>
            {t('compare_table.retry')}
          </button>
        </div>
      )}
      <CompareTabs
        tabs={categories.map((category) => ({ id: category.id, title: titleOf(category.id), count: category.filteredIdList.length }))}
        selected={selected.id}
        onSelect={setChosen}
        tabId={tabId}
        panelId={panelId}
      />
      <ComparePanel
        key={selected.id}
        category={selected}
        title={titleOf(selected.id)}
        id={panelId(selected.id)}
        labelledBy={tabId(selected.id)}
        busy={loading}
        onDifferences={(on) => void page.setDifferences(selected.id, on)}
        onRemove={remove}
      />
      <p className="vitrina-visually-hidden" role="status">
        {loading ? t('compare_table.updating') : ''}
      </p>
    </>
  );
}
