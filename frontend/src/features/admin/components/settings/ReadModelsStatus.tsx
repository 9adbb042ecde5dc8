import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useId } from 'react';
import { useGetHealthQuery } from '../../api';
import type { HealthAnswer, ReadModelStatus } from '../../health-types';
import { useLoggedError } from '../../hooks/use-logged-error';
import { TableHeadings } from '../common/TableHeadings';

/** The store runs six read models today: the skeleton has their rows, so the table keeps its size when they come. */
const EXPECTED_ROWS = 6;
const HEADINGS = ['Projection', 'Position', 'Lag', 'Events applied', 'State'] as const;
const FIGURES = ['Position', 'Lag', 'Events applied'];
/** Fixed column widths: the skeleton's columns are where the figures' will be. */
const WIDTHS = ['26%', '16%', '12%', '18%', '28%'];
const FIGURE = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const figure = (n: number) => n.toLocaleString('en-US');
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * The read models (projections) as GET /health reports them: each one's last applied log position,
 * its lag behind the log's head, the events it has applied, and whether its runner runs or fails.
 * `npm run projections -- status` prints the same figures from the database.
 */
export function ReadModelsStatus() {
  const headingId = useId();
  const { data, error, isError, isFetching, fulfilledTimeStamp, refetch } = useGetHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoggedError(error, "the read models' status");
  const loading = !data && !isError;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} aria-busy={isFetching} sx={{ mt: 3, p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Read models
        </Typography>
        <Button variant="outlined" startIcon={<Refresh />} loading={isFetching} loadingPosition="start" onClick={() => void refetch()}>
          Refresh
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2, minHeight: '1.43em' }} data-testid="read-models-checked">
        {loading ? 'Checking…' : fulfilledTimeStamp ? `Checked at ${timeFormat.format(fulfilledTimeStamp)}` : ''}
      </Typography>
      {isError && <Alert severity="error" sx={{ mb: 2 }}>{failureText(error)}</Alert>}
      <TableContainer tabIndex={0} role="region" aria-label="Read models table" sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        <Table size="small" aria-labelledby={headingId} sx={{ tableLayout: 'fixed', minWidth: 560 }}>
          <caption>Each projection's last applied log position, its lag (events in the log after it) and the events it has applied.</caption>
          <colgroup>
            {WIDTHS.map((width, n) => (
              <col key={n} style={{ width }} />
            ))}
          </colgroup>
          <TableHeadings headings={HEADINGS} alignRight={FIGURES} />
          <TableBody>
            {loading
              ? Array.from({ length: EXPECTED_ROWS }, (_, n) => <SkeletonRow key={n} />)
              : [...(data?.projections ?? [])].sort((a, b) => a.name.localeCompare(b.name)).map((projection) => <ReadModelRow key={projection.name} projection={projection} />)}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function ReadModelRow({ projection }: { projection: ReadModelStatus }) {
  const state = projection.running ? 'Running' : 'Stopped';
  return (
    <TableRow data-testid="read-model-row">
      <TableCell component="th" scope="row" data-testid="read-model-name" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {projection.name}
      </TableCell>
      <TableCell sx={FIGURE}>{figure(projection.position)}</TableCell>
      <TableCell sx={FIGURE} data-testid="read-model-lag">
        {figure(projection.lag)}
      </TableCell>
      <TableCell sx={FIGURE}>{figure(projection.eventsApplied)}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={state} color={projection.lastError ? 'error' : projection.running ? 'success' : 'default'} data-testid="read-model-state" />
        {projection.lastError && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {`Last error: ${projection.lastError}`}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** A row of the size the real one has: text lines, and the state chip's height. */
function SkeletonRow() {
  return (
    <TableRow>
      {HEADINGS.slice(0, -1).map((heading) => (
        <TableCell key={heading}>
          <Skeleton width="60%" sx={FIGURES.includes(heading) ? { ml: 'auto' } : undefined} />
        </TableCell>
      ))}
      <TableCell>
        <Skeleton variant="rounded" width={72} height={24} />
      </TableCell>
    </TableRow>
  );
}

/** A 503 still says why (the database does not answer); anything else, the request's own message. */
function failureText(error: unknown): string {
  const data = (error as { data?: Partial<HealthAnswer> } | undefined)?.data;
  if (data?.database?.status === 'down') return `The database does not answer${data.database.error ? `: ${data.database.error}` : ''}`;
  const message = (error as { message?: string } | undefined)?.message;
  return `Could not read the read models' status${message ? `: ${message}` : ''}`;
}
