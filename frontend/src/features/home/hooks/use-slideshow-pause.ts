import { useState, type FocusEvent } from 'react';

export interface SlideshowPause {
  /** The pointer is over the slideshow or focus is inside it: its arrow keys act. */
  engaged: boolean;
  /** The shopper pressed Pause (and not Play since). */
  stopped: boolean;
  /** No automatic advance now: stopped, hovered or focused. */
  paused: boolean;
  toggleStopped(): void;
  /** For the slideshow's outer element. */
  handlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent): void;
  };
}

/**
 * Why the slideshow holds still (WCAG 2.2.2): the pointer over it, keyboard focus inside it (a
 * slide must not change under the reader), or its Pause button.
 */
export function useSlideshowPause(): SlideshowPause {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  return {
    engaged: hovered || focused,
    stopped,
    paused: stopped || hovered || focused,
    toggleStopped: () => setStopped((was) => !was),
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between the slideshow's own controls keeps it held.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
