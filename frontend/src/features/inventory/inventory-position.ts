import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../shared/storage/browser-storage';

/**
 * Read-your-own-writes for the inventory. The inventory is a read model that follows the event
 * log; a purchase (or a key reveal) answers the log position it wrote, and the inventory query
 * passes the highest such position so the server waits (briefly) until its read model shows it.
 * Kept per user in sessionStorage, so a reload or a typed /inventory right after a purchase still
 * shows the order.
 */
const STORAGE_KEY = 'keyledger.inventoryPosition';

interface StoredPosition {
  userId: string;
  position: number;
}

const listeners = new Set<() => void>();

function stored(): StoredPosition | null {
  const value = readJson<StoredPosition>(STORAGE_KEY, 'session');
  return value && typeof value.userId === 'string' && Number.isSafeInteger(value.position) && value.position > 0 ? value : null;
}

let current: StoredPosition | null = stored();

/** Remembers a position this user's command wrote (the highest one wins). */
export function rememberInventoryPosition(userId: string, position: number | null | undefined): void {
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position <= 0) return;
  if (current && current.userId === userId && current.position >= position) return;
  current = { userId, position };
  writeJson(STORAGE_KEY, current, 'session');
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The position the user's inventory must reach, or undefined when this tab wrote none. */
export function useInventoryPosition(userId: string | undefined): number | undefined {
  const value = useSyncExternalStore(subscribe, () => current, () => null);
  return value && userId && value.userId === userId ? value.position : undefined;
}
