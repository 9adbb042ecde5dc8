import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ApiError } from '../../../../shared/api/api-error';
import { useGetListedGameQuery } from '../../api';
import { ADMIN_TEXTS } from '../../admin-texts';
import type { DatabaseGame } from '../../game-database-types';
import { useAnsweredSinceMount } from '../../hooks/use-answered-since-mount';
import { ListedGamePanel } from './ListedGamePanel';
import { NewListingForm } from './NewListingForm';

const notInStore = (error: unknown): boolean => (error as ApiError | undefined)?.status === 404;

/**
 * What Add to Store opens: a store lookup decides. Not in the store (404): price and keys, then
 * Add to Store. In the store: its copies and price, more keys, Remove From Store, Download Keys.
 */
export function StoreGameDialog({ game, onClose }: { game: DatabaseGame; onClose(): void }) {
  const titleId = useId();
  const lookup = useGetListedGameQuery(game.id, { refetchOnMountOrArgChange: true });
  const absent = notInStore(lookup.error);
  const listed = lookup.data?.gameData;
  const answered = useAnsweredSinceMount(lookup.isFetching);
  const title = !answered ? 'Add to Store' : absent ? 'Add Game to Store' : 'Edit Game';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {title}
      </DialogTitle>
      <Typography sx={{ px: 3, fontWeight: 600 }} color="text.secondary" data-testid="store-dialog-game">
        {game.name}
      </Typography>
      {!answered ? (
        <DialogContent>
          <Box role="status" aria-label="Looking the game up in the store" sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            <CircularProgress />
          </Box>
        </DialogContent>
      ) : absent ? (
        <NewListingForm gameId={game.id} onCancel={onClose} onAdded={onClose} />
      ) : listed ? (
        <ListedGamePanel game={listed} onClose={onClose} />
      ) : (
        <DialogContent>
          <Typography role="alert">{ADMIN_TEXTS.actionFailed}</Typography>
        </DialogContent>
      )}
    </Dialog>
  );
}
