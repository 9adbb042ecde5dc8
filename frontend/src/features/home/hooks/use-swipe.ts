import { useRef, type TouchEvent } from 'react';

interface SwipeHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(event: TouchEvent): void;
}

/** A horizontal swipe longer than `thresholdPx`: leftwards calls onSwipeLeft, rightwards onSwipeRight. */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void, thresholdPx: number): SwipeHandlers {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (event) => {
      startX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event) => {
      const endX = event.changedTouches[0]?.clientX;
      const from = startX.current;
      startX.current = null;
      if (from === null || endX === undefined) return;
      const distance = endX - from;
      if (distance < -thresholdPx) onSwipeLeft();
      else if (distance > thresholdPx) onSwipeRight();
    },
  };
}
