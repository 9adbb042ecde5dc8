import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { TIMELINE_TEXTS as TEXTS } from '../../admin-texts';
import { useGetOrderHistoryQuery } from '../../api';
import { TimelineEntryItem } from './TimelineEntryItem';

/** The order's events in log order, read when shown (and again after a refund or a replacement: its tag). */
export function TimelineEntries({ orderId, label }: { orderId: string; label: string }) {
  const { currentData, isError } = useGetOrderHistoryQuery(orderId, { refetchOnMountOrArgChange: true });
  if (isError && !currentData) return <Alert severity="error">{TEXTS.loadFailed}</Alert>;
  if (!currentData) {
    return (
      <Box role="status" aria-label={TEXTS.loading} sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={44} />
        ))}
      </Box>
    );
  }
  if (currentData.events.length === 0) return <Typography color="text.secondary">{TEXTS.empty}</Typography>;
  return (
    <Box
      component="ol"
      aria-label={label}
      data-testid="order-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative', '&::before': { content: '""', position: 'absolute', left: 8, top: 8, bottom: 8, width: 2, bgcolor: 'divider' } }}
    >
      {currentData.events.map((entry) => (
        <TimelineEntryItem key={entry.position} entry={entry} />
      ))}
    </Box>
  );
}
