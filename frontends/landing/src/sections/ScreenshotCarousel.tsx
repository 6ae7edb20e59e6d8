import { useEffect, useState } from 'react';
import { captionFromFileName } from '../caption';
import { useIntl } from '../i18n';

/** docs/product.md §9: a slide every 4500 ms. */
export const SLIDE_INTERVAL_MS = 4500;

export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** Six slides that advance on their own, pause under the pointer or focus, and wrap around. */
export function ScreenshotCarousel({ images }: { images: string[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const go = (next: number) => setIndex(wrapIndex(next, count));
  const caption = captionFromFileName(images[index] ?? '');

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'carousel.label' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel__window">
        <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {images.map((src, i) => (
            <figure
              key={src}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage({ id: 'carousel.slide' }, { n: i + 1, count })}
              aria-hidden={i !== index}
            >
              <img src={src} alt={captionFromFileName(src)} loading={i === 0 ? 'eager' : 'lazy'} />
            </figure>
          ))}
        </div>
        <button
          type="button"
          className="carousel__arrow carousel__arrow--prev"
          aria-label={intl.formatMessage({ id: 'carousel.previous' })}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">{intl.formatMessage({ id: 'carousel.previousMark' })}</span>
        </button>
        <button
          type="button"
          className="carousel__arrow carousel__arrow--next"
          aria-label={intl.formatMessage({ id: 'carousel.next' })}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">{intl.formatMessage({ id: 'carousel.nextMark' })}</span>
        </button>
      </div>
      <p
        className="carousel__caption"
        aria-live={paused ? 'polite' : 'off'}
        data-testid="carousel-caption"
      >
        {caption}
      </p>
      <div className="carousel__dots">
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            className={i === index ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
            aria-label={intl.formatMessage(
              { id: 'carousel.show' },
              { caption: captionFromFileName(src) },
            )}
            aria-current={i === index}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </div>
  );
}
