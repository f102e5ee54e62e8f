/**
 * The shop's search page: where the header's search opener links (`<a href="/search"
 * data-widget="search-opener">`, the page that works without script), else '/search'.
 */
export function searchPageUrl(root: ParentNode = document): string {
  const opener = root.querySelector<HTMLAnchorElement>('a[data-widget="search-opener"][href]');
  const href = opener?.getAttribute('href')?.trim();
  return href ? href.replace(/[?#].*$/, '') : '/search';
}
