import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PromoCode } from '../../promo-types';

/** A bar and used/max; its tooltip says the percent used. A code without a limit has no bar to fill. */
export function PromoUsage({ promo }: { promo: PromoCode }) {
  const limited = promo.maxUses !== null && promo.maxUses > 0;
  const percent = limited ? Math.min(100, Math.round((promo.usedCount / (promo.maxUses as number)) * 100)) : 0;
  const tip = limited ? `${percent}% used` : 'No usage limit';
  return (
    <Tooltip title={tip}>
      <Box tabIndex={0} aria-label={`${promo.usedCount} of ${limited ? promo.maxUses : 'unlimited'} uses, ${tip}`} role="group" sx={{ minWidth: 120, borderRadius: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-hidden sx={{ height: 6, borderRadius: 3, mb: 0.5 }} />
        <Typography variant="body2" data-testid="promo-usage">{`${promo.usedCount}/${limited ? promo.maxUses : '∞'}`}</Typography>
      </Box>
    </Tooltip>
  );
}
