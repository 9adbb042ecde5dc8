import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { TIMELINE_TEXTS as TEXTS } from '../../admin-texts';
import { TimelineEntries } from './TimelineEntries';

/**
 * An order's Timeline, folded until asked for: each event with its time, actor, summary and
 * reason. `heading`: the level that fits where it stands.
 */
export function OrderTimeline({ orderId, reference, heading = 'h3' }: { orderId: string; reference: string; heading?: 'h3' | 'h4' }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid="order-timeline-section" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${id}-title`} variant="subtitle1" component={heading} sx={{ fontWeight: 700 }}>
          {TEXTS.title}
        </Typography>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id} endIcon={open ? <ExpandLess /> : <ExpandMore />}>
          {open ? 'Hide timeline' : 'Show timeline'}
        </Button>
      </Box>
      <Collapse in={open} id={id} unmountOnExit>
        <Box sx={{ pt: 1 }}>
          <TimelineEntries orderId={orderId} label={`Timeline of order ${reference}`} />
        </Box>
      </Collapse>
    </Box>
  );
}
