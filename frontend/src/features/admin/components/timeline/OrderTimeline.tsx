import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useId, useState } from 'react';
import { useCan } from '../../../../shared/session/use-session';
import { FoldToggleHeader } from '../../../../shared/ui/FoldToggleHeader';
import { TIMELINE_TEXTS as TEXTS } from '../../admin-texts';
import { TimelineEntries } from './TimelineEntries';

const LABELS = { show: 'Show timeline', hide: 'Hide timeline' };

/**
 * An order's Timeline, folded until asked for: each event with its time, actor, summary and
 * reason. `heading`: the level that fits where it stands. Only for staff with 'timelines'.
 */
export function OrderTimeline({ orderId, reference, heading = 'h3' }: { orderId: string; reference: string; heading?: 'h3' | 'h4' }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!useCan('timelines')) return null;
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid="order-timeline-section" sx={{ mt: 2 }}>
      <FoldToggleHeader titleId={`${id}-title`} title={TEXTS.title} heading={heading} variant="subtitle1" open={open} onToggle={() => setOpen(!open)} controls={id} labels={LABELS} />
      <Collapse in={open} id={id} unmountOnExit>
        <Box sx={{ pt: 1 }}>
          <TimelineEntries orderId={orderId} label={`Timeline of order ${reference}`} />
        </Box>
      </Collapse>
    </Box>
  );
}
