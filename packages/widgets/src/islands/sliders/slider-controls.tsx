import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useReducedMotion } from './reduced-motion';
import { useSlider, type SliderSettings } from './use-slider';

const ICONS = {
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
} as const;

function SliderIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="vitrina-slider-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

/**
 * A slider's controls, and the slider they drive (useSlider): the pause/play button first, while
 * it autoplays and the shopper has not asked for reduced motion, then previous and next when it
 * has arrows: over the slides' middle, or `arrowsAbove` them at the end of the heading's line.
 * A live region, for screen readers only, says where the shopper's moves took the slider.
 * Class names: sliders.css.
 */
export function SliderControls({ settings, arrowsAbove = false }: { settings: SliderSettings; arrowsAbove?: boolean }) {
  const { t } = useMessages();
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const anchor = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pause = useRef<HTMLButtonElement>(null);
  // Each announcement a new element, so the same words said twice are read twice.
  const [notice, setNotice] = useState<{ readonly text: string; readonly id: number } | null>(null);
  useSlider(settings, { anchor, prev, next, pause }, playing, (text) => setNotice((last) => ({ text, id: (last?.id ?? 0) + 1 })));

  const pausable = settings.autoplayMs !== null && !reducedMotion;
  return (
    <div ref={anchor} className={arrowsAbove ? 'vitrina-slider-controls vitrina-slider-controls--above' : 'vitrina-slider-controls'}>
      {pausable && (
        <button ref={pause} type="button" className="vitrina-slider-button vitrina-slider-pause" aria-label={t(playing ? 'sliders.pause' : 'sliders.play')} onClick={() => setPlaying(!playing)}>
          <SliderIcon name={playing ? 'pause' : 'play'} />
        </button>
      )}
      {settings.arrows && (
        <>
          <button ref={prev} type="button" className="vitrina-slider-button vitrina-slider-prev" aria-label={t('sliders.prev')}>
            <SliderIcon name="prev" />
          </button>
          <button ref={next} type="button" className="vitrina-slider-button vitrina-slider-next" aria-label={t('sliders.next')}>
            <SliderIcon name="next" />
          </button>
        </>
      )}
      <span className="vitrina-visually-hidden" role="status" aria-atomic="true">
        {notice && <span key={notice.id}>{notice.text}</span>}
      </span>
    </div>
  );
}
