import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { useVanishing } from '../../../shared/ui/use-vanishing';
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

/**
 * The wallet, in the checkout's one currency: balance, what the order takes, what is left. Short
 * means blocked; the alert saying so is an inline message and vanishes after 3000 ms.
 */
export function WalletPaymentDetails({ balance, total }: { balance: number; total: number }) {
  const format = useFormatPrice();
  const wallet = walletFigures(balance, total);
  const insufficient = useVanishing(wallet.sufficient ? null : CHECKOUT_TEXTS.insufficientFunds(format(wallet.balance), format(wallet.deduct)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }} data-testid="wallet-details">
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <Row label={CHECKOUT_TEXTS.currentBalance} value={format(wallet.balance)} testId="wallet-current" />
        <Row label={CHECKOUT_TEXTS.amountToDeduct} value={`-${format(wallet.deduct)}`} testId="wallet-deduct" />
        <Row label={CHECKOUT_TEXTS.remainingBalance} value={format(wallet.remaining)} testId="wallet-remaining" strong />
      </Box>
      {insufficient && (
        <Alert severity="error" data-testid="wallet-insufficient">
          {insufficient}
        </Alert>
      )}
    </Box>
  );
}
