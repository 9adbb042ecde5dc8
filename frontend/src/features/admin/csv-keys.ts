/**
 * The keys of a CSV file as the server reads them: the first comma-separated column of each line,
 * trimmed, blank lines dropped. Used to say how many keys a chosen file holds before it is sent.
 */
export function keysInCsv(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line.split(',')[0] ?? '').trim())
    .filter((key) => key.length > 0);
}
