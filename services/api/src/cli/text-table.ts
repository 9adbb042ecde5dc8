/** A row that names its subject in the first column and says something in place of the other columns. */
export interface TableNote {
  first: string;
  note: string;
}

/**
 * A plain-text table for a terminal: a header row, a rule, then the rows, each column as wide as
 * its widest cell. Columns named in `alignRight` (figures) are right-aligned.
 */
export function textTable(headers: readonly string[], rows: ReadonlyArray<readonly string[] | TableNote>, alignRight: readonly string[] = []): string {
  const isNote = (row: readonly string[] | TableNote): row is TableNote => 'note' in row;
  const cells = rows.filter((row): row is readonly string[] => !isNote(row));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)));
  widths[0] = Math.max(widths[0] ?? 0, ...rows.filter(isNote).map((row) => row.first.length));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (alignRight.includes(headers[i]!) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(headers), line(widths.map((width) => '-'.repeat(width)))];
  for (const row of rows) out.push(isNote(row) ? `${row.first.padEnd(widths[0]!)}  ${row.note}` : line(row));
  return `${out.join('\n')}\n`;
}
