import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../format/date';
import { formatUsd } from '../format/money';
import { useGetWalletHistoryQuery } from './wallet-api';
import { signedAmount, walletEntryReason, walletEntryTitle } from './wallet-entry-text';
import { WALLET_STATEMENT_TEXTS as TEXTS } from './wallet-statement-texts';
import type { WalletStatementEntry } from './wallet-types';

const HEADINGS = ['Date', 'What', 'Amount', 'Balance after'] as const;

function EntryRow({ entry }: { entry: WalletStatementEntry }) {
  const reason = walletEntryReason(entry);
  return (
    <TableRow data-testid="wallet-entry" data-direction={entry.direction} sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.recordedAt}>{formatDateTime(entry.recordedAt)}</time>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="wallet-entry-title">
          {walletEntryTitle(entry)}
        </Typography>
        {reason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="wallet-entry-reason">
            {reason}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-testid="wallet-entry-amount">
        {signedAmount(entry)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="wallet-entry-balance">
        {formatUsd(entry.balanceAfter)}
      </TableCell>
    </TableRow>
  );
}

/** A user's wallet movements, newest first, each with the balance after it; a skeleton while they load. */
export function WalletStatementTable({ userId }: { userId: string }) {
  const { currentData, isError } = useGetWalletHistoryQuery(userId, { refetchOnMountOrArgChange: true });

  if (isError && !currentData) return <Alert severity="error">{TEXTS.loadFailed}</Alert>;
  if (!currentData) {
    return (
      <Box role="status" aria-label={TEXTS.loading}>
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (currentData.entries.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="wallet-statement-empty">
        {TEXTS.empty}
      </Typography>
    );
  }
  return (
    // Focusable, so a keyboard can scroll it on a narrow screen.
    <TableContainer tabIndex={0} role="region" aria-label={TEXTS.title} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" data-testid="wallet-statement">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{TEXTS.newestFirst}</caption>
        <TableHead>
          <TableRow>
            {HEADINGS.map((heading) => (
              <TableCell key={heading} align={heading === 'Date' || heading === 'What' ? 'left' : 'right'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...currentData.entries].reverse().map((entry) => (
            <EntryRow key={entry.position} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
