import { useEffect } from 'react';

/** Home's fetch failures are only logged (spec, section 8): the section stays out of the page. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [error, what]);
}
