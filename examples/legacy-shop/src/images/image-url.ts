import { CAPTION_MAX, isImageName, type ImageKind } from './image-kinds';

/**
 * The address of a placeholder picture. A caption (any text: it is escaped when drawn) replaces
 * the one made from the name — e.g. a banner's title in the page's language.
 */
export function imageUrl(kind: ImageKind, name: string, caption?: string): string {
  if (!isImageName(name)) throw new Error(`Not an image name: "${name}"`);
  const path = `/images/${kind}/${name}.svg`;
  return caption === undefined ? path : `${path}?caption=${encodeURIComponent([...caption].slice(0, CAPTION_MAX).join(''))}`;
}
