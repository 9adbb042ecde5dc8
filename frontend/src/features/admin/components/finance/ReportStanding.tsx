import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { FINANCE_TEXTS as TEXTS } from '../../finance-texts';
import type { FinanceReport, ReportQuery } from '../../finance-types';
import { useReportCsv } from '../../hooks/use-report-csv';

/**
 * Where in the log the report stands (the position to ask for to get it again, exactly) and the
 * CSV of the report shown, as of that position. One line high, loading, loaded or failed.
 */
export function ReportStanding({ report, query, failed }: { report: FinanceReport | undefined; query: ReportQuery; failed: boolean }) {
  // The CSV is the report on screen: asked for as of the position it stands at, not of the log grown since.
  const { download, downloading } = useReportCsv(report ? { ...query, asOf: String(report.asOf.position) } : query);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, minHeight: 40 }}>
      <Typography color="text.secondary" data-testid="finance-as-of" aria-live="polite" sx={{ minWidth: 0 }}>
        {report ? TEXTS.asOfNote(report.asOf.position, report.eventsRead) : failed ? null : <Skeleton width={280} />}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void download()}
        disabled={downloading || !report}
        startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <Download />}
      >
        {TEXTS.download}
      </Button>
    </Box>
  );
}
