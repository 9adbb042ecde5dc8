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
 * CSV of the same query. One line high, loading or loaded.
 */
export function ReportStanding({ report, query }: { report: FinanceReport | undefined; query: ReportQuery }) {
  const { download, downloading } = useReportCsv(query);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, minHeight: 40 }}>
      <Typography color="text.secondary" data-testid="finance-as-of" aria-live="polite" sx={{ minWidth: 0 }}>
        {report ? TEXTS.asOfNote(report.asOf.position, report.eventsRead) : <Skeleton width={280} />}
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
