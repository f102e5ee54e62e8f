import { useEffect, useRef, type RefObject } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { useMessages } from '../../i18n/use-messages';
import { prefersReducedMotion } from './reduced-motion';
import { copySlides } from './slide-copies';

export interface SliderSettings {
  /** Swiper's layout: slides per view, gap, speed, breakpoints. */
  readonly layout: SwiperOptions;
  /** Loops with at least this many slides (the server's, then copies of them); null: no loop. */
  readonly loopMinSlides: number | null;
  /** Moves on by itself every this many ms; null: never. */
  readonly autoplayMs: number | null;
  readonly arrows: boolean;
  /** Names each slide "Slide n of N" and calls it a slide (the server's banners come named already). */
  readonly nameSlides: boolean;
}

export interface SliderElements {
  /** The controls' root, inside the island, which sits in the slider's section beside the strip. */
  readonly anchor: RefObject<HTMLElement | null>;
  readonly prev: RefObject<HTMLButtonElement | null>;
  readonly next: RefObject<HTMLButtonElement | null>;
  readonly pause: RefObject<HTMLButtonElement | null>;
}

/** Swiper's Keyboard module's keyCodes: page down and right arrow move on, page up and left arrow back. */
const KEYS_NEXT = new Set([34, 39]);
const KEYS_PREV = new Set([33, 37]);

/** The strip the server rendered beside the island: the section holding both, and its list. */
function findStrip(anchor: HTMLElement | null): { container: HTMLElement; track: HTMLElement } | null {
  const container = anchor?.parentElement?.parentElement;
  const track = container?.querySelector<HTMLElement>(':scope > ul, :scope > ol');
  return container && track ? { container, track } : null;
}

/**
 * Makes Swiper of the server's strip beside the island, and undoes it on unmount. Autoplay runs
 * while `playing`, never under prefers-reduced-motion, and stops while the pointer is over the
 * slider or the keyboard focus is inside it (the pause button aside, which plays it again); the
 * arrow keys move it while the focus is inside. The strip's list announces the slide it moves to
 * (`aria-live` polite) while nothing moves by itself. A move the shopper makes (previous, next, an
 * arrow key) is told to `announce`: "next slide", "previous slide", or at an end of a strip that
 * does not loop "this is the last/first slide". Swiper's own announcements are off: its live region
 * is removed (it would take the texts as HTML, which a page enforcing Trusted Types refuses).
 */
export function useSlider(settings: SliderSettings, elements: SliderElements, playing: boolean, announce: (message: string) => void): void {
  const { t } = useMessages();
  const playingRef = useRef(playing);
  const applyRef = useRef<() => void>(() => {});
  const announceRef = useRef(announce);
  announceRef.current = announce;

  useEffect(() => {
    playingRef.current = playing;
    applyRef.current();
  }, [playing]);

  useEffect(() => {
    const strip = findStrip(elements.anchor.current);
    if (!strip) return;
    const { container, track } = strip;
    const slides = Array.from(track.children);
    if (slides.length < 2) return;
    const { loopMinSlides, autoplayMs, arrows } = settings;
    if (settings.nameSlides) {
      slides.forEach((slide, index) => slide.setAttribute('aria-label', t('sliders.slide_label', { index: index + 1, total: slides.length })));
    }
    const copies = loopMinSlides === null ? [] : copySlides(track, slides, loopMinSlides);
    container.classList.add('swiper', 'vitrina-slider');
    track.classList.add('swiper-wrapper');
    for (const slide of track.children) slide.classList.add('swiper-slide');

    const prevEl = elements.prev.current;
    const nextEl = elements.next.current;
    const swiper = new Swiper(container, {
      ...settings.layout,
      ...(prefersReducedMotion() ? { speed: 0 } : {}),
      modules: [A11y, Autoplay, Keyboard, Navigation],
      loop: loopMinSlides !== null,
      ...(autoplayMs === null ? {} : { autoplay: { enabled: false, delay: autoplayMs, disableOnInteraction: false } }),
      keyboard: { enabled: false, onlyInViewport: true },
      ...(arrows && prevEl && nextEl ? { navigation: { prevEl, nextEl, addIcons: false } } : {}),
      a11y: {
        // Swiper names the previous and next buttons with these.
        prevSlideMessage: t('sliders.prev'),
        nextSlideMessage: t('sliders.next'),
        itemRoleDescriptionMessage: settings.nameSlides ? t('sliders.slide') : null,
        // The server's list items stay list items, named as they are.
        slideRole: '',
        slideLabelMessage: '',
      },
    });

    // Swiper's live region: announced into with innerHTML, and only for controls that are not buttons.
    container.querySelector(':scope > .swiper-notification')?.remove();
    const told = (forward: boolean) => {
      if (forward) announceRef.current(t(swiper.isEnd && !swiper.params.loop ? 'sliders.last' : 'sliders.next'));
      else announceRef.current(t(swiper.isBeginning && !swiper.params.loop ? 'sliders.first' : 'sliders.prev'));
    };
    swiper.on('navigationNext', () => told(true));
    swiper.on('navigationPrev', () => told(false));
    swiper.on('keyPress', (_swiper, keyCode) => {
      if (KEYS_NEXT.has(Number(keyCode))) told(true);
      else if (KEYS_PREV.has(Number(keyCode))) told(false);
    });

    let hovered = false;
    let focused = false;
    const apply = () => {
      const run = autoplayMs !== null && playingRef.current && !prefersReducedMotion() && !hovered && !focused;
      if (run && !swiper.autoplay.running) swiper.autoplay.start();
      if (!run && swiper.autoplay.running) swiper.autoplay.stop();
      track.setAttribute('aria-live', run ? 'off' : 'polite');
    };
    const focusInside = (target: EventTarget | null) => target instanceof Node && container.contains(target) && target !== elements.pause.current;
    const onFocusIn = (event: FocusEvent) => {
      focused = focusInside(event.target);
      swiper.keyboard.enable();
      apply();
    };
    const onFocusOut = (event: FocusEvent) => {
      focused = focusInside(event.relatedTarget);
      if (!(event.relatedTarget instanceof Node && container.contains(event.relatedTarget))) swiper.keyboard.disable();
      apply();
    };
    const onPointer = (event: PointerEvent) => {
      hovered = event.type === 'pointerenter';
      apply();
    };
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const onMotion = () => {
      swiper.params.speed = prefersReducedMotion() ? 0 : (settings.layout.speed ?? 300);
      apply();
    };
    container.addEventListener('focusin', onFocusIn);
    container.addEventListener('focusout', onFocusOut);
    container.addEventListener('pointerenter', onPointer);
    container.addEventListener('pointerleave', onPointer);
    motion?.addEventListener('change', onMotion);
    applyRef.current = apply;
    apply();

    return () => {
      applyRef.current = () => {};
      motion?.removeEventListener('change', onMotion);
      container.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusout', onFocusOut);
      container.removeEventListener('pointerenter', onPointer);
      container.removeEventListener('pointerleave', onPointer);
      swiper.destroy(true, true);
      for (const copy of copies) copy.remove();
      container.classList.remove('swiper', 'vitrina-slider');
      track.classList.remove('swiper-wrapper');
      track.removeAttribute('aria-live');
      for (const slide of track.children) slide.classList.remove('swiper-slide');
    };
    // The strip is set up once, with the settings and texts of the island's first render.
  }, []);
}
