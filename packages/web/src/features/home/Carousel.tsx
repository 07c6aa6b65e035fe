/**
 * A light banner carousel on native scroll snapping: the finger swipes with the browser's
 * own physics, slides advance every `intervalMs` and loop forward through a copy of the
 * first slide, and dots show where you are. It replaces antd-mobile's Swiper on the home
 * route, which brought ~10 KB gzip of gesture code for this one block.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Carousel.module.css';

/** How long after the last scroll event a scroll counts as settled. */
const SETTLE_MS = 120;

/** The slide the track rests on (0 when it has no width yet, as in tests). */
const slideIndex = (el: HTMLElement | null): number =>
  el && el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) : 0;

export function Carousel({
  slides,
  intervalMs,
  label,
}: {
  slides: ReactNode[];
  intervalMs: number;
  label: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const touching = useRef(false);
  const lastTouch = useRef(0);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const count = slides.length;
  const loops = count > 1;

  const scrollToSlide = useCallback((index: number, smooth: boolean) => {
    const el = track.current;
    if (!el) return;
    const left = index * el.clientWidth;
    if (typeof el.scrollTo === 'function')
      el.scrollTo({ left, behavior: smooth ? 'smooth' : 'instant' });
    else el.scrollLeft = left;
  }, []);

  const onScroll = () => {
    const index = slideIndex(track.current);
    setActive(index % count);
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      // Resting on the copy of the first slide: jump to the real one, unseen.
      if (loops && slideIndex(track.current) === count) scrollToSlide(0, false);
    }, SETTLE_MS);
  };

  useEffect(() => () => clearTimeout(settle.current), []);

  useEffect(() => {
    if (!loops) return;
    const timer = setInterval(() => {
      // A finger on the banners, or one lifted less than an interval ago, holds autoplay.
      if (touching.current || Date.now() - lastTouch.current < intervalMs) return;
      if (document.visibilityState === 'hidden') return;
      scrollToSlide(slideIndex(track.current) + 1, true);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [loops, intervalMs, scrollToSlide]);

  const hold = () => {
    touching.current = true;
  };
  const release = () => {
    touching.current = false;
    lastTouch.current = Date.now();
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onPointerDown={hold}
        onPointerUp={release}
        onPointerCancel={release}
        onTouchStart={hold}
        onTouchEnd={release}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            {slide}
          </div>
        ))}
        {loops && (
          <div className={styles.slide} aria-hidden="true" inert>
            {slides[0]}
          </div>
        )}
      </div>
      {loops && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={i === active ? styles.dotActive : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
