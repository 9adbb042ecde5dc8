import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { ADMIN_TEXTS } from '../../admin-texts';

/**
 * The real month-over-month change (spec README, decision 7): '+x% from last month' or '-x% from
 * last month'; 'New this month' when last month had none (a percentage of nothing is no figure).
 */
export function ChangeLine({ change }: { change: number | 'new' }) {
  const down = change !== 'new' && change < 0;
  const Icon = change === 'new' ? FiberNewOutlined : down ? TrendingDown : TrendingUp;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: down ? 'error.main' : 'success.main' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" noWrap data-testid="stat-change" sx={{ color: 'inherit', fontWeight: 600, fontSize: 13 }}>
        {change === 'new' ? ADMIN_TEXTS.newThisMonth : ADMIN_TEXTS.fromLastMonth(change)}
      </Typography>
    </Box>
  );
}
