import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';
import { useGetWeeklySalesQuery } from '../../api';
import { useLoggedError } from '../../hooks/use-logged-error';
import { WEEK_DAYS, weekSummary } from '../../weekdays';

const CHART_HEIGHT = 280;
const TITLE = 'Weekly Sales';

/**
 * Orders per day of this week, Monday to Sunday, as bars. The figure is named by its heading and
 * described by the same numbers in words, for those who cannot see the bars.
 */
export function WeeklySalesChart() {
  const theme = useTheme();
  const titleId = useId();
  const summaryId = useId();
  const { data, error, isError } = useGetWeeklySalesQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoggedError(error, 'the weekly sales');
  const counts = new Map(data?.data.map((entry) => [entry.day, entry.count]));
  const bars = WEEK_DAYS.map(({ day }) => ({ day, orders: counts.get(day) ?? 0 }));
  const summary = data ? weekSummary(data.data) : isError ? 'The weekly sales could not be loaded.' : 'Loading the weekly sales.';
  const axisTick = { fill: theme.palette.text.secondary, fontSize: 13 };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Orders per day this week, Monday to Sunday
      </Typography>
      <Box component="figure" aria-labelledby={titleId} aria-describedby={summaryId} aria-busy={!data && !isError} data-testid="weekly-sales-chart" sx={{ m: 0, height: CHART_HEIGHT }}>
        <Box component="figcaption" id={summaryId} data-testid="weekly-sales-summary" sx={visuallyHidden}>
          {summary}
        </Box>
        {data ? (
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} title={TITLE} desc={summary}>
              <CartesianGrid vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey="day" tick={axisTick} axisLine={{ stroke: theme.palette.divider }} tickLine={false} />
              <YAxis allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} />
              <Tooltip
                cursor={{ fill: theme.palette.action.hover }}
                contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, borderRadius: 8, color: theme.palette.text.primary }}
                labelStyle={{ color: theme.palette.text.primary }}
              />
              <Bar dataKey="orders" name="Orders" fill={theme.palette.primary.main} radius={[6, 6, 0, 0]} maxBarSize={48} />
            </BarChart>
          </ResponsiveContainer>
        ) : isError ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">No sales figures to show.</Typography>
          </Box>
        ) : (
          <Skeleton variant="rounded" height={CHART_HEIGHT} />
        )}
      </Box>
    </Paper>
  );
}
