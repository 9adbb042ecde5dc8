import Button from '@mui/material/Button';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { lazy, Suspense, useState } from 'react';
import { useCurrency } from '../../../shared/currency/currency-store';

const loadMenu = () => import('./CurrencyMenuPopup');
const CurrencyMenuPopup = lazy(loadMenu);

/** The toolbar's currency button; its menu is loaded when first wanted. */
export function CurrencySelector() {
  const code = useCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        aria-label={`Currency: ${code}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="currency-selector"
        onMouseEnter={loadMenu}
        onFocus={loadMenu}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        endIcon={<ExpandMore />}
        sx={{ minWidth: 0, px: 1, opacity: 0.9 }}
      >
        {code}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CurrencyMenuPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
