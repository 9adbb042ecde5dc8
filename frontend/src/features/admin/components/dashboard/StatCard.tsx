import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useId } from 'react';
import { ChangeLine } from './ChangeLine';

interface StatCardProps {
  title: string;
  icon: SvgIconComponent;
  /** The figure as shown; undefined while it loads, null when it could not be loaded. */
  value: string | null | undefined;
  /** Month-over-month change in percent ('new' after a month of none), when the figure has one; null when it is not known. */
  change?: number | 'new' | null;
  testId: string;
}

/** One dashboard figure. Its height is the same loading, loaded or failed: nothing moves. */
export function StatCard({ title, icon: Icon, value, change, testId }: StatCardProps) {
  const titleId = useId();
  const loading = value === undefined;
  const hasChangeLine = change !== undefined;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-busy={loading} data-testid={testId} sx={{ p: 2.5, borderRadius: 3, minHeight: 136 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Icon color="primary" aria-hidden />
      </Box>
      <Typography variant="h4" component="p" data-testid="stat-value" sx={{ height: 42, lineHeight: '42px' }}>
        {loading ? <Skeleton width={96} /> : (value ?? '—')}
      </Typography>
      {hasChangeLine && (
        <Box sx={{ height: 24, mt: 0.5 }}>
          {loading ? <Skeleton width={160} /> : change === null || change === undefined ? null : <ChangeLine change={change} />}
        </Box>
      )}
    </Paper>
  );
}
