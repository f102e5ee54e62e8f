import { signal } from '@preact/signals-core';
import type { VitrinaError } from '../../errors';
import type { CompareCategory } from '../../schemas/compare-category';
import type { ProductId } from '../../state/id-set';
import type { ServiceContext } from '../service-context';
import type { ComparePage, ComparePageOptions } from './compare-types';
import { createComparePageActions } from './create-compare-page-actions';
import { readCompareIds } from './read-compare-ids';

export type { CompareHistory, ComparePage, ComparePageOptions } from './compare-types';

function browserUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/**
 * The compare page's model (docs/catalogue.md). This module is a chunk of its own:
 * `services.compares.comparePage()` fetches it, so pages without a compare table never download it.
 */
export function createComparePage(context: ServiceContext, options: ComparePageOptions): ComparePage {
  const url = options.url ?? browserUrl();
  const fromUrl = url === undefined ? [] : readCompareIds(url);
  const signals = {
    ids: signal<readonly ProductId[]>(options.ids ?? (fromUrl.length > 0 ? fromUrl : context.state.compares.ids.peek())),
    categories: signal<readonly CompareCategory[]>([]),
    loading: signal(false),
    error: signal<VitrinaError | null>(null),
  };
  return { ...signals, ...createComparePageActions(context, { ...options, url }, signals) };
}
