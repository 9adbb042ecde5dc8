/**
 * The names a key file's first line may give its column: the server skips such a line (trimmed,
 * unquoted, in any case) instead of storing it as a key.
 */
const HEADER_NAMES = new Set(['key', 'keys', 'code', 'serial', 'activation key', 'game key']);

const firstColumn = (line: string): string => (line.split(',')[0] ?? '').trim();
const unquoted = (text: string): string => text.replace(/^(["'])(.*)\1$/, '$2').trim();

/** Whether a CSV line is a header line: its first column names the column of keys. */
export const isHeaderLine = (line: string): boolean => HEADER_NAMES.has(unquoted(firstColumn(line)).toLowerCase());

export interface CsvKeys {
  keys: string[];
  /** The file's first line named the column and is not counted as a key. */
  headerSkipped: boolean;
}

/**
 * The keys of a CSV file as the server reads them: the first comma-separated column of each line,
 * trimmed, blank lines dropped, and a first line that names the column (`key`, `Game Key`…) skipped.
 * Used to say how many keys a chosen file holds before it is sent.
 */
export function keysInCsv(text: string): CsvKeys {
  const lines = text.split(/\r\n|\r|\n/);
  const headerSkipped = lines.length > 0 && isHeaderLine(lines[0] ?? '');
  const keys = (headerSkipped ? lines.slice(1) : lines).map(firstColumn).filter((key) => key.length > 0);
  return { keys, headerSkipped };
}
