import type { Decorator, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Lang, User, Vitrina } from '@vitrina/core';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createElement } from 'react';

/**
 * What stories share: the language of a story and a signed-in session. Stories only; the package's
 * build never imports this file.
 */

/** The SDK instance preview.tsx created for this render. */
export const vitrinaOf = (context: { loaded: Record<string, unknown> }): Vitrina => context.loaded.vitrina as Vitrina;

/** The story's language (the toolbar's, or the one the story pins). */
export const langOf = (context: { globals: Record<string, unknown> }): Lang => (context.globals.locale === 'ru' ? 'ru' : 'uk');

/**
 * A copy of `story` pinned to Russian, so the test run covers both languages whatever the toolbar
 * says; its other globals (a viewport, say) stay.
 */
export const inRussian = <S extends { globals?: Record<string, unknown> }>(story: S): S => ({
  ...story,
  globals: { ...story.globals, locale: 'ru' },
});

/**
 * The shop's element an island mounts in, around the story: `<tag data-widget={widget} …>`.
 * `attributes` are React props (`className`, `href`), or a function of the story's context.
 */
export function inIsland(
  widget: string,
  attributes: Record<string, unknown> | ((context: StoryContext) => Record<string, unknown>) = {},
  tag: 'div' | 'a' | 'nav' = 'div',
): Decorator {
  return (Story, context) => {
    const props = typeof attributes === 'function' ? attributes(context) : attributes;
    return createElement(tag, { ...props, 'data-widget': widget }, createElement(Story));
  };
}

/** The same text in both languages, picked by the story's language: `text(context, { uk, ru })`. */
export const text = (context: { globals: Record<string, unknown> }, texts: Record<Lang, string>): string => texts[langOf(context)];

/**
 * A signed-in session: a token cookie, `/api/profile/me` answering with `user`, and the login check
 * done before the story renders. Every other API read of the session gets a 404 (nothing to show);
 * `handlers` come first, so a story can still answer some calls itself.
 *
 * The login check switches the SDK to the profile's language, so the profile speaks the story's.
 */
export function signedIn(user: User, handlers: RequestHandler[] = []): Pick<StoryObj, 'parameters' | 'beforeEach'> {
  let lang: Lang = 'uk';
  return {
    parameters: {
      vitrina: { cookieDocument: { cookie: 'token=story-token' } },
      msw: [
        ...handlers,
        http.get('/api/profile/me', () => HttpResponse.json({ success: true, data: { ...user, lang: { code: lang } } })),
        // Returning nothing hands a request on to the next handler: translations keep their default answer.
        http.all('/api/*', ({ request }) =>
          new URL(request.url).pathname.startsWith('/api/shop/translations/')
            ? undefined
            : HttpResponse.json({ message: 'Not in this story' }, { status: 404 }),
        ),
      ],
    },
    async beforeEach(context) {
      lang = langOf(context);
      await vitrinaOf(context).services.auth.restore();
    },
  };
}
