import { useEffect, useState } from 'react';

/**
 * Whether a query has answered since the component mounted: a cached answer from an earlier visit
 * is not trusted for a decision (is the game in the store?), and a later refetch does not blank
 * the screen again.
 */
export function useAnsweredSinceMount(isFetching: boolean): boolean {
  const [answered, setAnswered] = useState(false);
  const [sawFetch, setSawFetch] = useState(isFetching);
  useEffect(() => {
    if (isFetching) setSawFetch(true);
    else if (sawFetch) setAnswered(true);
  }, [isFetching, sawFetch]);
  return answered;
}
