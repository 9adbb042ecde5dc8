import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TableHeadings } from '../common/TableHeadings';

interface AccountListTableProps {
  /** The table's name for screen readers. */
  label: string;
  headings: readonly string[];
  alignRight?: readonly string[];
  /** The rows; null while they load. */
  rows: ReactNode[] | null;
  failed: boolean;
  texts: { loading: string; failed: string; empty: string };
  testId: string;
}

/** One of an account's lists (orders, tickets): a placeholder while it loads, the failure, its emptiness or its rows. */
export function AccountListTable({ label, headings, alignRight, rows, failed, texts, testId }: AccountListTableProps) {
  if (failed && rows === null) return <Alert severity="error">{texts.failed}</Alert>;
  if (rows === null) {
    return (
      <Box role="status" aria-label={texts.loading}>
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {texts.empty}
      </Typography>
    );
  }
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" data-testid={testId}>
        <TableHeadings headings={headings} alignRight={alignRight} />
        <TableBody>{rows}</TableBody>
      </Table>
    </TableContainer>
  );
}
