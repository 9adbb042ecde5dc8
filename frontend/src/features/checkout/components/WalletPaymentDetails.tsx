import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../shared/format/money';
import { walletFigures } from '../checkout-money';
import { CHECKOUT_TEXTS } from '../checkout-texts';

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: strong ? 800 : 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The wallet (in dollars, as it is kept): balance, what the order takes, what is left; short means blocked. */
export function WalletPaymentDetails({ balance, total }: { balance: number; total: number }) {
  const wallet = walletFigures(balance, total);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }} data-testid="wallet-details">
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <Row label={CHECKOUT_TEXTS.currentBalance} value={formatUsd(wallet.balance)} testId="wallet-current" />
        <Row label={CHECKOUT_TEXTS.amountToDeduct} value={`-${formatUsd(wallet.deduct)}`} testId="wallet-deduct" />
        <Row label={CHECKOUT_TEXTS.remainingBalance} value={formatUsd(wallet.remaining)} testId="wallet-remaining" strong />
      </Box>
      {!wallet.sufficient && (
        <Alert severity="error" data-testid="wallet-insufficient">
          {CHECKOUT_TEXTS.insufficientFunds(formatUsd(wallet.balance), formatUsd(wallet.deduct))}
        </Alert>
      )}
    </Box>
  );
}
