import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetGameKeysQuery } from '../../api';
import type { ListedGame } from '../../catalogue-types';
import { useLoggedError } from '../../hooks/use-logged-error';
import { AddKeyForm } from './AddKeyForm';
import { DownloadKeysButton } from './DownloadKeysButton';
import { GameKeyRow } from './GameKeyRow';
import { KeyAccessHistory } from './KeyAccessHistory';
import { UploadKeysForm } from './UploadKeysForm';

const KEYS_PER_PAGE = 20;

/** The game's keys, masked, newest first, with their states; add one, upload a CSV, download the unsold ones. */
export function GameKeysTab({ game, onChanged }: { game: ListedGame; onChanged(): void }) {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useGetGameKeysQuery({ gameId: game.id, page, limit: KEYS_PER_PAGE });
  useLoggedError(error, 'the game keys');
  const pages = data ? Math.max(1, Math.ceil(data.total / KEYS_PER_PAGE)) : 1;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <Typography variant="body2" color="text.secondary" data-testid="key-counts">
        {data ? `${data.counts.unsold} unsold · ${data.counts.sold} sold · ${data.counts.revoked} revoked` : ' '}
      </Typography>
      <Box component="ul" aria-label="Game keys" aria-busy={isFetching} sx={{ listStyle: 'none', m: 0, p: 0, minHeight: 120 }}>
        {!data && isFetching
          ? Array.from({ length: 3 }, (_, n) => <Skeleton key={n} component="li" height={40} />)
          : data?.keys.map((key) => <GameKeyRow key={key.id} gameId={game.id} gameKey={key} />)}
        {data && data.keys.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ py: 2 }}>
            This game has no keys yet.
          </Typography>
        )}
      </Box>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} size="small" getItemAriaLabel={(type, item) => (type === 'page' ? `Keys page ${item}` : `${type} keys page`)} />}
      <Divider />
      <AddKeyForm gameId={game.id} onChanged={onChanged} />
      <UploadKeysForm gameId={game.id} onChanged={onChanged} />
      <Box>
        <DownloadKeysButton game={game} label="Download CSV" />
      </Box>
      <Divider />
      <KeyAccessHistory gameId={game.id} />
    </Box>
  );
}
