import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** An admin table's column headings, bold and on one line each; those in `alignRight` (figures) right-aligned like their column. */
export function TableHeadings({ headings, alignRight = [] }: { headings: readonly string[]; alignRight?: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((heading) => (
          <TableCell key={heading} align={alignRight.includes(heading) ? 'right' : undefined} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {heading}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
