/** The keys of a CSV file, and whether its first line was a header that named the column instead of holding a key. */
export interface KeysFromCsv {
  keys: string[];
  headerSkipped: boolean;
}

/**
 * Words a vendor's export puts above its key column. Compared in lower case with `_` and `-` read
 * as spaces, so "Activation_Key" and "GAME-KEY" are headers too. A real key is never one of these.
 */
const KEY_COLUMN_NAMES = new Set(['key', 'keys', 'code', 'codes', 'serial', 'serials', 'activation key', 'activation keys', 'game key', 'game keys']);

const isKeyColumnName = (cell: string) => KEY_COLUMN_NAMES.has(cell.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' '));

/** A line's first comma-separated column, trimmed, with surrounding double quotes removed. */
const firstColumn = (line: string) =>
  (line.split(',')[0] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * The first column of each line, blank lines dropped. The first line that is not blank is a
 * header, and is skipped, when its first column is a column name (key, code, serial, activation
 * key, game key; any case): vendors' exports usually start with one, and it must not be sold.
 */
export function readKeysCsv(text: string): KeysFromCsv {
  const cells = text
    .split(/\r\n|\r|\n/)
    .map(firstColumn)
    .filter((cell) => cell.length > 0);
  const headerSkipped = cells.length > 0 && isKeyColumnName(cells[0]!);
  return { keys: headerSkipped ? cells.slice(1) : cells, headerSkipped };
}
