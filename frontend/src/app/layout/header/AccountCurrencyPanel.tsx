import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { CURRENCY_CODES } from '../../../shared/currency/currencies';
import { setCurrency, useCurrency } from '../../../shared/currency/currency-store';

/**
 * The currency as a row of radio entries of the account menu (a menu may hold only its items: the
 * toggle buttons this was before were invalid there and out of the arrow keys' reach). They are
 * `menuitemradio`, not `menuitem`, so the menu's list of links is unchanged; none is `selected`, or
 * the menu would open with focus on the currency instead of its first entry.
 */
export default function AccountCurrencyPanel() {
  const current = useCurrency();
  return (
    <>
      <Box component="li" role="none" sx={{ px: 2, pt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Currency
        </Typography>
      </Box>
      {CURRENCY_CODES.map((code, index) => (
        <MenuItem
          key={code}
          role="menuitemradio"
          aria-checked={code === current}
          aria-label={`Currency ${code}`}
          onClick={() => setCurrency(code)}
          dense
          sx={{
            display: 'inline-flex',
            justifyContent: 'center',
            minWidth: 0,
            px: 1,
            mr: 0.5,
            ml: index === 0 ? 2 : 0,
            mb: 1,
            fontSize: 12,
            fontWeight: 600,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
            // The chosen one by its colour and outline; a selected fill under primary text would drop below 4.5:1 in dark.
            '&[aria-checked="true"]': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 800 },
          }}
        >
          {code}
        </MenuItem>
      ))}
    </>
  );
}
