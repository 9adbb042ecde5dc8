import type { InventoryKeyStatus } from '../ordering/ordering-types';

/** A key as the inventory lists it; keys from a checkout answer carry no status: they are active. */
export interface KeyWithStatus {
  status?: InventoryKeyStatus;
}

/** Whether the key is the shopper's to use: not refunded, not replaced. */
export const isUsable = (key: KeyWithStatus): boolean => (key.status ?? 'active') === 'active';

/** The usable keys first (in their order), then the void ones. */
export const usableFirst = <K extends KeyWithStatus>(keys: readonly K[]): K[] => [...keys.filter(isUsable), ...keys.filter((key) => !isUsable(key))];
