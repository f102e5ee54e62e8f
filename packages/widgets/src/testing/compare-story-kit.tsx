import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CompareTable } from '../islands/compare-table/compare-table';
import { compareIslandProps, fakeCompareApi, sampleCompareCategories, type FakeCompareApi } from './fake-compare-api';
import { inIsland, langOf, vitrinaOf } from './story-fixtures';

/*
 * What the compare-table island's stories share: the compare endpoint of the story's own behind
 * MSW, and the page the story opens on (the ids it was rendered for, the guest's list holding
 * them). Stories only.
 */

/** The story's compare endpoint; each story sets its own before it renders. */
let api: FakeCompareApi = fakeCompareApi();

export const compareMeta = {
  component: CompareTable,
  args: { compareIds: [], compareCategories: [] },
  parameters: {
    msw: [
      // Returning nothing hands a request on: the translations keep their default answer.
      http.all('/api/*', async ({ request }) => {
        if (new URL(request.url).pathname.startsWith('/api/shop/translations/')) return undefined;
        return (await api.fetch(request)) ?? HttpResponse.json({ message: 'Not in this story' }, { status: 404 });
      }),
    ],
  },
  decorators: [inIsland('compare-table', { className: 'compare' })],
} satisfies Meta<typeof CompareTable>;

export type CompareStory = StoryObj<typeof compareMeta>;

export interface ComparePageSetup {
  /** The ids the page was rendered for; none for the empty page. */
  readonly ids: readonly number[];
  /** The category the page showed. */
  readonly categoryId?: number;
  /** The first answers are left on their way. */
  readonly loading?: boolean;
  /** The first `failing` answers are 503s. */
  readonly failing?: number;
}

/** The page a story opens on: its compare endpoint, the guest's list, the island's attributes. */
export function onComparePage(setup: ComparePageSetup): Pick<CompareStory, 'beforeEach' | 'render'> {
  return {
    async beforeEach(context: StoryContext) {
      const lang = langOf(context);
      api = fakeCompareApi(sampleCompareCategories(lang));
      if (setup.failing) api.failNext(setup.failing);
      const release = setup.loading ? api.hold() : undefined;
      const vitrina = vitrinaOf(context);
      // On a page the island waits for the whole dictionary (its widget's `texts`); a story renders it directly.
      await vitrina.i18n.load();
      for (const id of setup.ids) await vitrina.services.compares.toggle(id);
      // Taking a product off writes the address's `ids`; the story's own address comes back after.
      const address = window.location.href;
      return () => {
        release?.();
        window.history.replaceState(window.history.state, '', address);
      };
    },
    render(_args, context) {
      const props = compareIslandProps(api.categories, setup.ids, langOf(context));
      return <CompareTable {...props} categoryId={setup.categoryId ?? props.categoryId} />;
    },
  };
}

/** The compare endpoint of the story on screen. */
export const storyCompareApi = (): FakeCompareApi => api;
