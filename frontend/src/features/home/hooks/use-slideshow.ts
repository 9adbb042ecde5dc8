import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface SlideshowRules {
  /** How many slides there are. */
  count: number;
  /** Moves on by itself after this long on one slide, unless paused. */
  autoAdvanceMs: number;
  /** After any change, further changes are ignored for this long. */
  lockMs: number;
  /** No automatic advance while true (hovered, focus inside, or the shopper paused it). */
  paused: boolean;
}

export interface Slideshow {
  /** The slide on show, 0-based. */
  active: number;
  next(): void;
  previous(): void;
  goTo(index: number): void;
}

/**
 * The slideshow's rules:
 * - next and previous wrap around at both ends;
 * - every change locks further changes for `lockMs`;
 * - while not paused, it advances by itself `autoAdvanceMs` after the last change (or the end of the pause).
 */
export function useSlideshow({ count, autoAdvanceMs, lockMs, paused }: SlideshowRules): Slideshow {
  const [index, setIndex] = useState(0);
  const active = count > 0 ? index % count : 0;

  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  }, [active]);
  const lockedRef = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  const show = useCallback(
    (target: number) => {
      if (lockedRef.current || count < 2) return;
      const wrapped = ((target % count) + count) % count;
      if (wrapped === activeRef.current) return;
      lockedRef.current = true;
      window.clearTimeout(unlockTimer.current);
      unlockTimer.current = window.setTimeout(() => {
        lockedRef.current = false;
      }, lockMs);
      setIndex(wrapped);
    },
    [count, lockMs],
  );

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  // One timer per slide shown: a manual change restarts the wait.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => show(activeRef.current + 1), autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [active, paused, count, autoAdvanceMs, show]);

  return {
    active,
    next: () => show(active + 1),
    previous: () => show(active - 1),
    goTo: show,
  };
}
