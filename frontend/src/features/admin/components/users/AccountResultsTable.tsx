import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { formatUsd } from '../../../../shared/format/money';
import { EmailText } from '../../../../shared/ui/EmailText';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import type { ListedAccount } from '../../users-types';
import { TableHeadings } from '../common/TableHeadings';
import { ErasedChip } from './ErasedChip';
import { RoleChip } from './RoleChip';

const ALIGN_RIGHT = ['Wallet balance'];

/** A row of placeholders as tall as an account's row, so the table does not jump when the accounts come. */
function SkeletonRow() {
  return (
    <TableRow>
      {TEXTS.headings.map((heading) => (
        <TableCell key={heading}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  );
}

interface AccountResultsTableProps {
  /** null while the search runs: `skeletonRows` placeholders. */
  accounts: ListedAccount[] | null;
  skeletonRows: number;
  /** The search's address, kept for Back from an account. */
  searchQuery: string;
}

/** The accounts found: e-mail (opens the account), username, role (and Erased, issue 36), wallet balance, two-factor sign-in. */
export function AccountResultsTable({ accounts, skeletonRows, searchQuery }: AccountResultsTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={TEXTS.resultsLabel} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mb: 2 }}>
      <Table size="small" aria-label={TEXTS.resultsLabel} aria-busy={accounts === null}>
        <TableHeadings headings={TEXTS.headings} alignRight={ALIGN_RIGHT} />
        <TableBody>
          {accounts === null
            ? Array.from({ length: skeletonRows }, (_, n) => <SkeletonRow key={n} />)
            : accounts.map((account) => (
                <TableRow key={account.id} data-testid="account-row" hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={`/admin/users/${encodeURIComponent(account.id)}`} state={{ search: searchQuery }} data-testid="account-email">
                      <EmailText email={account.email} />
                    </Link>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.username}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      <RoleChip role={account.role} />
                      {account.erasedAt && <ErasedChip />}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="account-balance">
                    {formatUsd(account.walletBalance)}
                  </TableCell>
                  <TableCell data-testid="account-two-factor">{account.twoFactorEnabled ? TEXTS.twoFactorOn : TEXTS.twoFactorOff}</TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
