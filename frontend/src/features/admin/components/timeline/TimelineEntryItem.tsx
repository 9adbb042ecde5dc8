import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../shared/format/date';
import { TIMELINE_TEXTS as TEXTS } from '../../admin-texts';
import type { EventActor, TimelineEntry } from '../../audit-types';

/** Who did it: the account's e-mail with its role, or the system. */
const actorText = (actor: EventActor): string => (actor.email ? `${actor.email} (${actor.role})` : actor.role === 'system' ? TEXTS.system : actor.role);

/** One event: when, who, what (the summary, user text as text) and the admin's reason when given. */
export function TimelineEntryItem({ entry }: { entry: TimelineEntry }) {
  return (
    <Box
      component="li"
      data-testid="timeline-entry"
      data-type={entry.type}
      sx={{ position: 'relative', pl: 3, pb: 1.5, '&::before': { content: '""', position: 'absolute', left: 5, top: 6, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' } }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <time dateTime={entry.recordedAt} data-testid="timeline-time">
          {formatDateTime(entry.recordedAt)}
        </time>
        {' · '}
        <span data-testid="timeline-actor">{actorText(entry.actor)}</span>
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="timeline-summary">
        {entry.summary}
      </Typography>
      {entry.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="timeline-reason">
          Reason: {entry.reason}
        </Typography>
      )}
    </Box>
  );
}
