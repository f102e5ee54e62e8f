import { expect } from 'storybook/test';

/**
 * The viewports stories can pin (preview.tsx offers them in the toolbar): a phone under the shop's
 * 768 px header breakpoint and a tablet under its 1024 px one. Stories only.
 */
export const STORY_VIEWPORTS = {
  phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '800px' }, type: 'mobile' },
  tablet: { name: 'Tablet, 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
} as const;

export const PHONE_WIDTH = 375;

interface PlayableStory {
  readonly globals?: Record<string, unknown>;
  readonly play?: (context: never) => unknown;
}

/**
 * A copy of `story` on a 375 px phone: it renders at that width (so the axe check of the test run
 * sees the narrow layout) and its `play` first checks the width, then runs as it is.
 */
export function atPhoneWidth<S extends PlayableStory>(story: S): S {
  type Context = Parameters<NonNullable<S['play']>>[0];
  const play = story.play as ((context: Context) => unknown) | undefined;
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: 'phone', isRotated: false } },
    async play(context: Context) {
      await expect(window.innerWidth).toBe(PHONE_WIDTH);
      await play?.(context);
    },
  } as S;
}
