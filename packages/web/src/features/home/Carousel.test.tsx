/** The home banner carousel: slides, dots, autoplay that loops forward and waits for a finger. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel.tsx';

const WIDTH = 343;
const scrollTo = vi.fn(function (this: HTMLElement, opts: ScrollToOptions) {
  this.scrollLeft = opts.left ?? 0;
  fireEvent.scroll(this);
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(WIDTH);
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  scrollTo.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const slides = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <button key={i} type="button">
      banner {i + 1}
    </button>
  ));

const activeDot = () =>
  [...document.querySelectorAll('[aria-hidden="true"] > span')].findIndex((dot) =>
    dot.className.includes('Active'),
  );

describe('Carousel', () => {
  it('shows every slide once to assistive technology, plus a hidden copy for the loop', () => {
    render(<Carousel label="Banners" intervalMs={4000} slides={slides(3)} />);
    expect(screen.getByRole('region', { name: 'Banners' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'banner 1',
      'banner 2',
      'banner 3',
    ]);
    expect(screen.getAllByText('banner 1')).toHaveLength(2);
    expect(activeDot()).toBe(0);
  });

  it('advances every interval and comes round to the first slide', () => {
    render(<Carousel label="Banners" intervalMs={4000} slides={slides(2)} />);
    act(() => vi.advanceTimersByTime(3999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'smooth' });
    expect(activeDot()).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    // Onto the copy of the first slide; the dots already say "first" ...
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'smooth' });
    expect(activeDot()).toBe(0);
    // ... and once the scroll settles it jumps to the real one without animation.
    act(() => vi.advanceTimersByTime(200));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
  });

  it('holds autoplay while a finger is on it and for an interval after', () => {
    render(<Carousel label="Banners" intervalMs={4000} slides={slides(3)} />);
    const track = screen.getAllByRole('group')[0]!.parentElement!;
    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(8000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.touchEnd(track);
    // The tick 3 s after the finger lifts waits; the next one, 7 s after, moves on.
    act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(4000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('a single banner neither moves nor shows dots', () => {
    render(<Carousel label="Banners" intervalMs={4000} slides={slides(1)} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getAllByText('banner 1')).toHaveLength(1);
    expect(activeDot()).toBe(-1);
  });
});
