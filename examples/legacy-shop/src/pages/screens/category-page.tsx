import type { ProductListPage } from '../../catalog/list-products';
import type { CatalogParams } from '../catalog-params';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CatalogListing } from '../components/catalog-listing';
import type { PageContext } from '../context/page-context';
import { categoryUrl, type Category } from '../data/categories';
import { Document } from '../layout/document';

export function CategoryPage({ ctx, category, params, result }: { ctx: PageContext; category: Category; params: CatalogParams; result: ProductListPage }) {
  const { t } = ctx;
  const title = result.page > 1 ? `${category.title} · ${t('pagination.page', { page: result.page })}` : category.title;
  return (
    <Document ctx={ctx} page="category" title={title} category={category.slug}>
      <Breadcrumbs items={[{ title: category.title }]} t={t} />
      <h1 className="page-title">{category.title}</h1>
      <CatalogListing ctx={ctx} path={categoryUrl(category.slug)} params={params} result={result} listName={category.slug} />
    </Document>
  );
}
