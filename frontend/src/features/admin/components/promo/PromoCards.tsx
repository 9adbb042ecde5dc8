import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../shared/format/date';
import { promoStatus } from '../../promo-status';
import type { PromoCode } from '../../promo-types';
import { PromoActions, type PromoAction } from './PromoActions';
import { PromoStatusChip } from './PromoStatusChip';
import { discountText } from './PromoTable';
import { PromoUsage } from './PromoUsage';

/** On a narrow screen, each code as a card: every column of the table, one under the other, nothing to scroll sideways. */
export function PromoCards({ promos, now, onAction }: { promos: PromoCode[]; now: number; onAction(action: PromoAction, promo: PromoCode): void }) {
  return (
    <Box component="ul" aria-label="Promo codes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {promos.map((promo) => (
        <Card key={promo._id} component="li" variant="outlined" data-testid="promo-row">
          <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography component="h2" sx={{ fontWeight: 700, fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }} data-testid="promo-code">
                {promo.code}
              </Typography>
              <PromoStatusChip status={promoStatus(promo, now)} />
            </Box>
            {promo.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {promo.description}
              </Typography>
            )}
            <Typography variant="body2">
              Discount: <span data-testid="promo-discount">{discountText(promo)}</span> · Expires {formatDate(promo.expiryDate)}
            </Typography>
            <PromoUsage promo={promo} />
            <PromoActions promo={promo} onAction={onAction} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
