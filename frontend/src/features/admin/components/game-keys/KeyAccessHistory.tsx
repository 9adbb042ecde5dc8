import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/format/date';
import { useLoggedError } from '../../hooks/use-logged-error';
import { useGetGameKeyAccessQuery } from '../../key-access-api';
import type { KeyAccessEntry } from '../../key-access-types';

const ENTRIES_PER_PAGE = 5;
const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/** Who: the account's e-mail, else its name, else the id it had (a deleted account). */
const whoOf = (entry: KeyAccessEntry): string => entry.admin.email ?? entry.admin.username ?? `deleted account ${entry.admin.id}`;

function EntryText({ entry }: { entry: KeyAccessEntry }) {
  if (entry.action === 'exported') return <>{`downloaded ${entry.count} unsold ${entry.count === 1 ? 'key' : 'keys'}`}</>;
  return (
    <>
      {'revealed key '}
      <Box component="span" sx={monospace}>
        {entry.masked ?? entry.keyId}
      </Box>
    </>
  );
}

/**
 * Key access: who revealed a key's text or downloaded the unsold keys, and when, newest first,
 * as the server recorded it. Never a key's text: a revealed key shows masked.
 */
export function KeyAccessHistory({ gameId }: { gameId: number }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isError, isFetching, refetch } = useGetGameKeyAccessQuery({ gameId, page, limit: ENTRIES_PER_PAGE });
  useLoggedError(error, 'the key access history');
  const pages = data ? Math.max(1, Math.ceil(data.total / ENTRIES_PER_PAGE)) : 1;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="key-access">
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Key access
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Every reveal and download of this game&apos;s keys, newest first.
      </Typography>
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          The key access history could not be loaded.
        </Alert>
      )}
      {/* Room for a page of entries while it loads: the tab does not jump when they come. */}
      <Box component="ul" aria-label="Key access" aria-busy={isFetching} sx={{ listStyle: 'none', m: 0, p: 0, minHeight: isError ? 0 : 80 }}>
        {!data && !isError && Array.from({ length: 2 }, (_, n) => <Skeleton key={n} component="li" height={36} />)}
        {data?.entries.map((entry) => (
          <Box component="li" key={entry.position} data-testid="key-access-entry" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {whoOf(entry)}
              </Box>{' '}
              <EntryText entry={entry} />
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </Typography>
          </Box>
        ))}
        {data && data.entries.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ py: 1 }}>
            No one has revealed or downloaded this game&apos;s keys yet.
          </Typography>
        )}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          size="small"
          sx={{ mt: 1 }}
          getItemAriaLabel={(type, item) => (type === 'page' ? `Key access page ${item}` : `${type} key access page`)}
        />
      )}
    </Box>
  );
}
