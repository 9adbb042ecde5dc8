import { useEffect } from 'react';

/** The admin store and dashboard failures are only logged (spec, section 8): the figure shows a dash. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [error, what]);
}
