import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { CURRENCIES, CURRENCY_CODES } from '../../../shared/currency/currencies';
import { setCurrency, useCurrency } from '../../../shared/currency/currency-store';

/** The currencies to choose from; the chosen one is checked. */
export default function CurrencyMenuPopup({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const current = useCurrency();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': 'Currency' } }}
    >
      {CURRENCY_CODES.map((code) => (
        <MenuItem
          key={code}
          role="menuitemradio"
          aria-checked={code === current}
          selected={code === current}
          onClick={() => {
            setCurrency(code);
            onClose();
          }}
        >
          <ListItemText primary={code} secondary={CURRENCIES[code].symbol.trim()} slotProps={{ secondary: { component: 'span' } }} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', m: 0 }} />
        </MenuItem>
      ))}
    </Menu>
  );
}
