import { useSyncExternalStore } from 'react';
import { readText, writeText } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { DEFAULT_CURRENCY, formatInCurrency, isCurrencyCode, type CurrencyCode } from './currencies';

/** The chosen currency: kept in localStorage, restored at start, shared by every component. */
const listeners = new Set<() => void>();

function storedCurrency(): CurrencyCode {
  const stored = readText(STORAGE_KEYS.currency);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

let current: CurrencyCode = storedCurrency();

export function setCurrency(code: CurrencyCode): void {
  current = code;
  writeText(STORAGE_KEYS.currency, code);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useCurrency = (): CurrencyCode => useSyncExternalStore(subscribe, () => current, () => DEFAULT_CURRENCY);

/** `format(dollars)` in the chosen currency; re-renders the caller when the choice changes. */
export function useFormatPrice(): (dollars: number) => string {
  const code = useCurrency();
  return (dollars: number) => formatInCurrency(dollars, code);
}
