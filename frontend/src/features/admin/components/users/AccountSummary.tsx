import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../shared/format/date';
import { formatUsd } from '../../../../shared/format/money';
import type { SessionUser } from '../../../../shared/session/session-user';
import { useCan, useSessionUser } from '../../../../shared/session/use-session';
import { SectionCard } from '../../../../shared/ui/SectionCard';
import { SummaryRow } from '../../../../shared/ui/SummaryRow';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import { RoleChip } from './RoleChip';

export type AccountChange = 'role' | 'wallet' | 'erase';

interface AccountSummaryProps {
  account: SessionUser;
  /** Its personal data was erased (issue 36): there is nothing left to erase. */
  erased: boolean;
  onChange(change: AccountChange): void;
}

/**
 * The account's role, balance, two-factor sign-in and age, with Change role, Adjust wallet and (a
 * customer not yet erased) Erase customer for the staff allowed them; never on one's own account
 * (separation of duties: the server refuses it too). A staff account is made a customer before its erasure.
 */
export function AccountSummary({ account, erased, onChange }: AccountSummaryProps) {
  const own = useSessionUser()?.id === account.id;
  const managesStaff = useCan('staff-management');
  const mayChangeRole = managesStaff && !own && !erased;
  const mayAdjustWallet = useCan('wallet-adjustments') && !own;
  const mayErase = managesStaff && !own && account.role === 'customer' && !erased;
  const actions = (mayChangeRole || mayAdjustWallet || mayErase) && (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {mayChangeRole && (
        <Button variant="outlined" onClick={() => onChange('role')}>
          {TEXTS.changeRole}
        </Button>
      )}
      {mayAdjustWallet && (
        <Button variant="outlined" onClick={() => onChange('wallet')}>
          {TEXTS.adjustWallet}
        </Button>
      )}
      {mayErase && (
        <Button variant="outlined" color="error" onClick={() => onChange('erase')}>
          {TEXTS.eraseCustomer}
        </Button>
      )}
    </Box>
  );

  return (
    <SectionCard title={TEXTS.summary} action={actions || undefined}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}>
          <Typography component="dt" color="text.secondary">
            {TEXTS.role}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <RoleChip role={account.role} />
          </Box>
        </Box>
        <SummaryRow label={TEXTS.balance} value={formatUsd(account.wallet.balance)} testId="account-wallet-balance" />
        <SummaryRow label={TEXTS.twoFactor} value={account.twoFactorEnabled ? TEXTS.twoFactorOn : TEXTS.twoFactorOff} testId="account-two-factor" />
        <SummaryRow label={TEXTS.memberSince} value={formatDate(account.createdAt)} testId="account-created" />
      </Box>
      {own && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="own-account-note">
          {TEXTS.ownAccount}
        </Typography>
      )}
    </SectionCard>
  );
}
