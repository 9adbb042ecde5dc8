import type { ComponentType } from 'react';

/**
 * A route's `lazy` loader for one named page component: the page's module (and whatever it alone
 * uses) becomes its own chunk, loaded on the first visit.
 */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
