import type { ProductId } from '../../state/id-set';

function isIdsParam(part: string): boolean {
  const name = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name) === 'ids';
  } catch {
    return false;
  }
}

/**
 * `url` with its `ids` parameter set to `ids` ('?ids=1,2', commas kept readable) and everything
 * else — path, other parameters, their order, the hash — left as it was. No ids: no parameter.
 */
export function withCompareIds(url: string, ids: readonly ProductId[]): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = queryAt >= 0 ? beforeHash.slice(queryAt + 1).split('&').filter((part) => part !== '') : [];

  const param = `ids=${ids.join(',')}`;
  const first = params.findIndex(isIdsParam);
  let next: string[];
  if (ids.length === 0) next = params.filter((part) => !isIdsParam(part));
  else if (first < 0) next = [param, ...params];
  else next = params.flatMap((part, index) => (index === first ? [param] : isIdsParam(part) ? [] : [part]));
  return `${path}${next.length > 0 ? `?${next.join('&')}` : ''}${hash}`;
}
