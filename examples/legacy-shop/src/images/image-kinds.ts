/** The kinds of placeholder picture the shop serves under /images/<kind>/<name>.svg. */
export const IMAGE_KINDS = ['product', 'category', 'banner-desktop', 'banner-tablet', 'banner-mobile', 'award', 'bank', 'advantage'] as const;

export type ImageKind = (typeof IMAGE_KINDS)[number];

const KINDS: ReadonlySet<string> = new Set(IMAGE_KINDS);

export function isImageKind(value: string): value is ImageKind {
  return KINDS.has(value);
}

/** Names are lowercase latin letters, digits and inner dashes, at most 120 characters. */
const NAME = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

export function isImageName(value: string): boolean {
  return NAME.test(value);
}

/** Longest caption drawn; a longer one is cut. */
export const CAPTION_MAX = 80;
