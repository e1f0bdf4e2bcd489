import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { sliderMessages } from './messages';

export interface SliderProps {
  /** The carousel's accessible name, e.g. 'Produktbilder'. */
  label: string;
  /** The slides, in order (images, teasers ...). */
  slides: readonly ReactNode[];
  /** The slide shown first, 0-based (default 0; clamped into range). */
  initialIndex?: number;
  /** Called with the 0-based index of the slide now shown. */
  onSlideChange?: (index: number) => void;
  className?: string;
}

/**
 * A carousel (WAI-ARIA APG carousel pattern, basic variant): a region named by `label` with
 * aria-roledescription="carousel", one visible slide at a time (aria-roledescription="slide",
 * named "2 von 5"), and previous/next buttons that wrap around. It never rotates by itself, so
 * there is nothing to pause; slide changes are announced politely.
 */
export function Slider({ label, slides, initialIndex = 0, onSlideChange, className }: SliderProps) {
  const intl = useIntl();
  const total = slides.length;
  const [index, setIndex] = useState(() => clampIndex(initialIndex, total));
  const current = clampIndex(index, total);
  if (total === 0) return null;

  const show = (next: number) => {
    const wrapped = (next + total) % total;
    setIndex(wrapped);
    onSlideChange?.(wrapped);
  };

  return (
    <section className={classNames('sp-slider', className)} aria-roledescription="carousel" aria-label={label}>
      {total > 1 && (
        <div className="sp-slider__controls">
          <button type="button" className="sp-slider__button" aria-label={intl.formatMessage(sliderMessages.previous)} onClick={() => show(current - 1)}>
            <Icon name="arrow-left" size={24} />
          </button>
          <button type="button" className="sp-slider__button" aria-label={intl.formatMessage(sliderMessages.next)} onClick={() => show(current + 1)}>
            <Icon name="arrow-right" size={24} />
          </button>
        </div>
      )}
      <div className="sp-slider__slides" aria-live="polite">
        {slides.map((slide, slideIndex) => (
          <div
            // Slides have no identity of their own beyond their position.
            key={slideIndex}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(sliderMessages.slideLabel, { index: slideIndex + 1, total })}
            className="sp-slider__slide"
            hidden={slideIndex !== current}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}

function clampIndex(index: number, total: number): number {
  if (total === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.floor(index), 0), total - 1);
}
