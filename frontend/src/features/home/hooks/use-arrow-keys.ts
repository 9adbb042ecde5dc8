import { useEffect, useLayoutEffect, useRef } from 'react';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Left and right arrow keys on the page while `enabled`, except while the user types in a field. */
export function useArrowKeys(onLeft: () => void, onRight: () => void, enabled = true): void {
  const handlers = useRef({ onLeft, onRight });
  useLayoutEffect(() => {
    handlers.current = { onLeft, onRight };
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowLeft') handlers.current.onLeft();
      else if (event.key === 'ArrowRight') handlers.current.onRight();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
