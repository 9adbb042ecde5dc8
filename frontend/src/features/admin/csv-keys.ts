/**
 * The words a key file's first line may name its column with: the server skips such a line instead
 * of storing it as a key (services/api catalogue/key-vault/key-csv.ts, whose rule this mirrors:
 * lower case, `_` and `-` read as spaces).
 */
const HEADER_NAMES = new Set(['key', 'keys', 'code', 'codes', 'serial', 'serials', 'activation key', 'activation keys', 'game key', 'game keys']);

/** A line's first comma-separated column, trimmed, with surrounding double quotes removed. */
const firstColumn = (line: string): string =>
  (line.split(',')[0] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/** Whether a CSV cell names the column of keys. */
const isHeaderCell = (cell: string): boolean => HEADER_NAMES.has(cell.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' '));

export interface CsvKeys {
  keys: string[];
  /** The file's first line named the column and is not counted as a key. */
  headerSkipped: boolean;
}

/**
 * The keys of a CSV file as the server reads them: the first comma-separated column of each line,
 * trimmed, blank lines dropped, and the first line that is not blank skipped when it names the
 * column (`key`, `Game Key`…). Used to say how many keys a chosen file holds before it is sent.
 */
export function keysInCsv(text: string): CsvKeys {
  const cells = text
    .split(/\r\n|\r|\n/)
    .map(firstColumn)
    .filter((cell) => cell.length > 0);
  const headerSkipped = cells.length > 0 && isHeaderCell(cells[0]!);
  return { keys: headerSkipped ? cells.slice(1) : cells, headerSkipped };
}
