import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import { ADMIN_TEXTS } from '../../admin-texts';

/** The real month-over-month change (spec README, decision 7): '+x% from last month' or '-x% from last month'. */
export function ChangeLine({ change }: { change: number }) {
  const down = change < 0;
  const Icon = down ? TrendingDown : TrendingUp;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: down ? 'error.main' : 'success.main' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" noWrap data-testid="stat-change" sx={{ color: 'inherit', fontWeight: 600, fontSize: 13 }}>
        {ADMIN_TEXTS.fromLastMonth(change)}
      </Typography>
    </Box>
  );
}
