/** Attributes that name other elements by id, renamed with the ids inside a copy. */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'] as const;

/** Marks a slide copied for the loop, so the copies are told apart from the server's slides. */
export const SLIDE_COPY_ATTRIBUTE = 'data-slider-copy';

/**
 * Appends copies of `slides` to `track`, round after round, until it holds at least `total`
 * slides, and returns them. A copy is the slide as it is now; the ids inside it get a suffix (with
 * the references to them) so no id is on the page twice. Islands in a copy are new elements: the
 * page's island runtime mounts them as for any island added later, each with its own root.
 */
export function copySlides(track: Element, slides: readonly Element[], total: number): Element[] {
  const copies: Element[] = [];
  for (let round = 1; slides.length > 0 && slides.length * round < total; round += 1) {
    for (const slide of slides) {
      const copy = slide.cloneNode(true) as Element;
      copy.setAttribute(SLIDE_COPY_ATTRIBUTE, String(round));
      renameIds(copy, `-copy-${round}`);
      copies.push(copy);
    }
  }
  track.append(...copies);
  return copies;
}

function renameIds(root: Element, suffix: string): void {
  const elements = [root, ...Array.from(root.querySelectorAll('*'))];
  const ids = new Set(elements.map((element) => element.id).filter((id) => id !== ''));
  if (ids.size === 0) return;
  for (const element of elements) {
    if (element.id !== '') element.id += suffix;
    for (const name of ID_REFERENCES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      element.setAttribute(name, value.split(/\s+/).map((id) => (ids.has(id) ? `${id}${suffix}` : id)).join(' '));
    }
  }
}
