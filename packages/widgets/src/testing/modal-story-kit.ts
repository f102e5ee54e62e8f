import type { StoryContext } from '@storybook/react-vite';
import type { ModalId, User, VitrinaConfig } from '@vitrina/core';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { signedIn, vitrinaOf } from './story-fixtures';

/*
 * What the dialogs' stories share. Stories only; the package's build never imports this file.
 */

/** Whatever a story does not answer: the API's 404. Translations keep their default answer. */
export const nothingElse = http.all('/api/*', ({ request }) =>
  new URL(request.url).pathname.startsWith('/api/shop/translations/')
    ? undefined
    : HttpResponse.json({ error: { code: 'errors.nothing_found', message: 'Not in this story' } }, { status: 404 }),
);

export const ok = (data: unknown) => HttpResponse.json({ success: true, data });
export const apiError = (status: number, code: string) => HttpResponse.json({ error: { code, message: code } }, { status });

interface ModalStoryOptions {
  readonly productId?: number;
  /** A signed-in session of this user; a guest without it. */
  readonly user?: User;
  readonly handlers?: RequestHandler[];
}

export interface ModalStory {
  readonly parameters: { readonly msw: RequestHandler[]; readonly vitrina?: Partial<VitrinaConfig> };
  beforeEach(context: StoryContext): Promise<void>;
}

/**
 * A story of the modal host with the modal `id` opened, as a widget opens it: the API answers
 * from `handlers`, and the session (if any) is restored first.
 */
export function modalStory(id: ModalId, options: ModalStoryOptions = {}): ModalStory {
  const handlers = options.handlers ?? [];
  const session = options.user ? signedIn(options.user, handlers) : { parameters: { msw: [...handlers, nothingElse] } };
  return {
    parameters: session.parameters as ModalStory['parameters'],
    async beforeEach(context: StoryContext) {
      if ('beforeEach' in session && session.beforeEach) {
        await (session.beforeEach as (context: StoryContext) => Promise<void>)(context);
      }
      vitrinaOf(context).services.ui.openModal(id, options.productId);
    },
  };
}
