import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../button/button';
import './carousel.css';

/** One slide of `Carousel`. */
export interface CarouselSlide {
  id: string;
  title: ReactNode;
  body: ReactNode;
  /** Illustration or emoji shown above the title (decorative). */
  image?: ReactNode;
}

/** Props of `Carousel`. */
export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** Current slide (controlled). */
  index?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** Rendered instead of the Next button on the last slide (e.g. a 'Começar' button). */
  lastAction?: ReactNode;
  className?: string;
}

/**
 * Step-by-step slides (onboarding) following the WAI-ARIA carousel pattern: no auto-rotation,
 * Previous/Next buttons and one labelled dot button per slide.
 */
export function Carousel({
  label,
  slides,
  index,
  onIndexChange,
  previousLabel = 'Anterior',
  nextLabel = 'Próximo',
  lastAction,
  className,
}: CarouselProps) {
  const baseId = `mesa-carousel-${useId()}`;
  const [internal, setInternal] = useState(0);
  const last = Math.max(slides.length - 1, 0);
  const current = Math.min(Math.max(index ?? internal, 0), last);
  const slide = slides[current];

  const go = (target: number) => {
    const next = Math.min(Math.max(target, 0), last);
    if (index === undefined) setInternal(next);
    onIndexChange?.(next);
  };

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      className={cx('mesa-carousel', className)}
    >
      <div aria-live="polite" id={`${baseId}-slides`}>
        {slide ? (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${current + 1} de ${slides.length}`}
            className="mesa-carousel__slide"
          >
            {slide.image ? (
              <div className="mesa-carousel__image" aria-hidden="true">
                {slide.image}
              </div>
            ) : null}
            <h2 className="mesa-carousel__title">{slide.title}</h2>
            <div className="mesa-carousel__body">{slide.body}</div>
          </div>
        ) : null}
      </div>
      <div className="mesa-carousel__controls">
        <Button
          variant="ghost"
          onClick={() => go(current - 1)}
          disabled={current === 0}
          aria-controls={`${baseId}-slides`}
        >
          {previousLabel}
        </Button>
        <div className="mesa-carousel__dots">
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className="mesa-carousel__dot"
              aria-label={`Ir para o slide ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              aria-controls={`${baseId}-slides`}
              onClick={() => go(i)}
            />
          ))}
        </div>
        {current === last && lastAction ? (
          lastAction
        ) : (
          <Button
            onClick={() => go(current + 1)}
            disabled={current === last}
            aria-controls={`${baseId}-slides`}
          >
            {nextLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
