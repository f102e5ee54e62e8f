import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import {
  createMemoryCookieDocument,
  createMemoryStore,
  createVitrina,
  DEFAULT_LANG,
  languages,
  toLang,
  type Vitrina,
  type VitrinaConfig,
} from '@vitrina/core';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { VitrinaProvider } from '../packages/widgets/src/vitrina-context';
import { startWorker } from './msw-handlers';
import { STORY_VIEWPORTS } from '../packages/widgets/src/testing/story-viewports';
// Every island's stylesheet, as a shop page links it: the theme's custom properties and each widget's classes.
import '../packages/widgets/src/styles/widgets.css';

// A story's first lazy chunk (a dialog's content) is transformed by Vite when the browser first asks
// for it: on a busy machine that takes longer than Testing Library's default second to wait.
configure({ asyncUtilTimeout: 5000 });

/**
 * One SDK instance per story render, in the toolbar's language, with nothing left over from other
 * stories: storage in memory, cookies in a fresh jar. `parameters.vitrina` (a partial VitrinaConfig)
 * changes the config for one story or one file, e.g. `{ cookieDocument: { cookie: 'token=…' } }`.
 * Stories reach the instance as `loaded.vitrina` (in `beforeEach` and `play`).
 */
const createStoryVitrina: Loader = ({ globals, parameters }) => {
  const overrides = parameters.vitrina as Partial<VitrinaConfig> | undefined;
  return {
    vitrina: createVitrina({
      api: { profile: '/api/profile/', shop: '/api/shop/' },
      lang: toLang(globals.locale),
      storage: createMemoryStore(),
      // A story shows one state: a failing call should show its failure at once, not after the retries' back-off.
      retryLimit: 0,
      ...overrides,
      // The SDK writes cookies (login, logout) and a story's parameters are one object shared by
      // all its renders: each render gets its own jar, seeded with the story's cookies.
      cookieDocument: createMemoryCookieDocument(parseCookies(overrides?.cookieDocument?.cookie ?? '')),
    }),
  };
};

/** `a=1; b=2` → `{ a: '1', b: '2' }`; a value keeps any `=` of its own. */
function parseCookies(line: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of line.split(';')) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    if (eq > 0 && name) cookies[name] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

/** Islands render inside a VitrinaProvider, as on a shop page. */
const withVitrina: Decorator = (Story, { loaded }) => (
  <VitrinaProvider vitrina={loaded.vitrina as Vitrina}>
    <Story />
  </VitrinaProvider>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'The language of the shop: texts, prices and API requests',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map(({ code, label }) => ({ value: code, title: label })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANG },
  // MSW's worker starts once (with the default handlers), then each story's `parameters.msw`
  // handlers are added for that story only.
  loaders: [mswLoader(startWorker), createStoryVitrina],
  beforeEach({ loaded, globals }) {
    // The page's language, as a server-rendered shop page declares it (screen readers use it).
    document.documentElement.lang = toLang(globals.locale);
    const vitrina = loaded.vitrina as Vitrina;
    return () => vitrina.destroy();
  },
  decorators: [withVitrina],
  parameters: {
    // Accessibility violations fail a story in test runs, not only show in the panel.
    a11y: { test: 'error' },
    // The widths the shop's layout changes at: a story pinned to one (`globals.viewport`) renders and
    // is checked by axe at that width in test runs too.
    viewport: { options: STORY_VIEWPORTS },
  },
};

export default preview;
