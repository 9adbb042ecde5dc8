import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd } from '../../../../shared/format/money';
import { visuallyHidden } from '../../../../shared/ui/visually-hidden';
import { FINANCE_TEXTS as TEXTS } from '../../finance-texts';
import type { FinanceReport, ReportGrouping } from '../../finance-types';

export const CHART_HEIGHT = 300;

const axisMoney = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;
/** A day's axis label without its year ('11-03'), a month's as it is ('2026-11'). */
const tickOf = (grouping: ReportGrouping) => (key: string) => (grouping === 'day' ? key.slice(5) : key);

/** The chart in words, for whoever cannot see it; the table below has every figure. */
function chartSummary(report: FinanceReport): string {
  const unit = report.groupBy === 'day' ? 'day' : 'month';
  return `Net revenue and refunds per ${unit} from ${report.from} to ${report.to}: ${formatUsd(report.totals.netRevenue)} net revenue and ${formatUsd(report.totals.refunds)} refunded in all. The table below lists each ${unit}'s figures.`;
}

/**
 * Net revenue and refunds per day or per month, as bars (by game: a note instead). The figure is
 * named by its heading and described in words; the table is its full text alternative. Loading,
 * loaded or not drawn, it keeps one height: nothing below it moves.
 */
export function FinanceChart({ report, grouping, failed }: { report: FinanceReport | undefined; grouping: ReportGrouping; failed: boolean }) {
  const theme = useTheme();
  const titleId = useId();
  const summaryId = useId();
  const axisTick = { fill: theme.palette.text.secondary, fontSize: 13 };
  const summary = grouping === 'game' ? TEXTS.noChartByGame : report ? chartSummary(report) : failed ? TEXTS.loadFailed : 'Loading the report.';

  const body = () => {
    // By game the caption itself says why there is no chart.
    if (grouping === 'game') return null;
    if (failed) return <Message text={TEXTS.loadFailed} />;
    if (!report) return <Skeleton variant="rounded" height={CHART_HEIGHT} />;
    return (
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={report.rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} title={TEXTS.chartTitle} desc={summary}>
          <CartesianGrid vertical={false} stroke={theme.palette.divider} />
          <XAxis dataKey="key" tickFormatter={tickOf(report.groupBy)} tick={axisTick} axisLine={{ stroke: theme.palette.divider }} tickLine={false} minTickGap={8} />
          <YAxis tickFormatter={axisMoney} tick={axisTick} axisLine={false} tickLine={false} width={72} />
          <Tooltip
            formatter={(value) => formatUsd(Number(value))}
            cursor={{ fill: theme.palette.action.hover }}
            contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}`, borderRadius: 8, color: theme.palette.text.primary }}
            labelStyle={{ color: theme.palette.text.primary }}
          />
          <Legend wrapperStyle={{ color: theme.palette.text.primary }} />
          <Bar dataKey="netRevenue" name="Net revenue" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} maxBarSize={32} />
          <Bar dataKey="refunds" name="Refunds" fill={theme.palette.error.main} radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {TEXTS.chartTitle}
      </Typography>
      <Box component="figure" aria-labelledby={titleId} aria-describedby={summaryId} aria-busy={!report && !failed} data-testid="finance-chart" sx={{ m: 0, height: CHART_HEIGHT }}>
        <Box component="figcaption" id={summaryId} data-testid="finance-chart-summary" sx={grouping === 'game' ? { ...CENTERED, color: 'text.secondary' } : visuallyHidden}>
          {summary}
        </Box>
        {body()}
      </Box>
    </Paper>
  );
}

const CENTERED = { height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 } as const;

function Message({ text }: { text: string }) {
  return (
    <Box sx={CENTERED}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
