import { AdvantagesList } from '../components/advantages-list';
import { EmptyState } from '../components/empty-state';
import type { PageContext } from '../context/page-context';
import type { Advantage } from '../data/main-content';
import { Document } from '../layout/document';

export function AdvantagesPage({ ctx, title, items }: { ctx: PageContext; title: string | null; items: readonly Advantage[] }) {
  const { t } = ctx;
  const heading = title ?? t('main.advantages.title');
  return (
    <Document ctx={ctx} page="advantages" title={heading}>
      <h1 className="page-title">{heading}</h1>
      {items.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t('pages.advantages.list')}</h2>
          <AdvantagesList items={items} />
        </>
      ) : (
        <EmptyState text={t('pages.advantages.empty')} />
      )}
    </Document>
  );
}
