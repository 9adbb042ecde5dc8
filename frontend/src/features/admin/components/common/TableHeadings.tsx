import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** An admin table's column headings, bold and on one line each. */
export function TableHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((heading) => (
          <TableCell key={heading} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {heading}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
