import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CURRENCY_CODES, isCurrencyCode } from '../../../shared/currency/currencies';
import { setCurrency, useCurrency } from '../../../shared/currency/currency-store';

/**
 * The currency as a row of toggle buttons. It is not a menu item: it sits in the account menu
 * without changing the menu's list of entries.
 */
export default function AccountCurrencyPanel() {
  const current = useCurrency();
  return (
    <Box component="li" role="presentation" sx={{ px: 2, py: 1 }}>
      <Typography id="account-currency-label" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        Currency
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current}
        onChange={(_, next: unknown) => {
          if (isCurrencyCode(next)) setCurrency(next);
        }}
        aria-labelledby="account-currency-label"
        fullWidth
      >
        {CURRENCY_CODES.map((code) => (
          <ToggleButton key={code} value={code} sx={{ px: 0.75, py: 0.25, fontSize: 12 }}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
