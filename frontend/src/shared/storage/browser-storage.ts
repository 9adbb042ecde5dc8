/**
 * Reading and writing browser storage without throwing: storage can be missing (private modes,
 * blocked cookies) or full, and a broken value must never stop the app from starting.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Full or blocked storage: the value simply is not remembered.
  }
}

export function removeItem(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Parses a stored JSON value; a value that fails to parse is logged and ignored. */
export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const text = readText(key, kind);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    console.warn(`Ignoring unreadable stored value "${key}"`, error);
    return null;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeText(key, JSON.stringify(value), kind);
}
