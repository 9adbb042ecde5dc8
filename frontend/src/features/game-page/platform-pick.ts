import type { NamedRef } from '../store/store-types';

/** The game page shows at most this many platforms (contract: spec section 9). */
export const MAX_PLATFORMS = 2;

/**
 * At most two platforms, chosen by a stable rule (the lowest ids), so the page shows the same
 * ones on every render (decision 8 replaces the old random pick).
 */
export function pickPlatforms(platforms: readonly NamedRef[], max = MAX_PLATFORMS): NamedRef[] {
  return [...platforms].sort((a, b) => a.id - b.id).slice(0, max);
}
