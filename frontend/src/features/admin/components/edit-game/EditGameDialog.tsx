import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetListedGameQuery, useUpdateGameMutation } from '../../api';
import type { ListedGame } from '../../catalogue-types';
import { CATALOGUE_TEXTS } from '../../admin-texts';
import { useAdminAction } from '../../hooks/use-admin-action';
import { DEFAULT_PRICE_TEXT, isPriceText, priceText } from '../../price-input';
import { GameKeysTab } from '../game-keys/GameKeysTab';
import { GameDetailsTab } from './GameDetailsTab';

type EditTab = 'details' | 'keys';

/**
 * 'Edit Game': the Details tab (price, discount, keys count, Remove From Store, Set Featured) and
 * the Game Keys tab. Save Changes saves the price. `onClose` says whether anything changed, so the
 * list behind reloads.
 */
export function EditGameDialog({ game: listed, onClose }: { game: ListedGame; onClose(changed: boolean): void }) {
  const ids = { title: useId(), tabs: useId() };
  // The game as the server has it now (shoppers buy meanwhile); a discount or a feature set here shows at once.
  const game = useGetListedGameQuery(listed.id, { refetchOnMountOrArgChange: true }).data?.gameData ?? listed;
  const [tab, setTab] = useState<EditTab>('details');
  const [price, setPrice] = useState(() => (Number.isFinite(listed.price) && listed.price > 0 ? priceText(listed.price) : DEFAULT_PRICE_TEXT));
  const [changed, setChanged] = useState(false);
  const [update, { isLoading: saving }] = useUpdateGameMutation();
  const act = useAdminAction();
  // A game without a price starts at the spec's default (59.99); a field the admin cleared is refused, never saved as that default.
  const priceToSave = price.trim();
  const markChanged = () => setChanged(true);
  const close = () => onClose(changed);

  const save = async () => {
    if (!isPriceText(priceToSave)) return;
    if (Math.round(Number(priceToSave) * 100) === Math.round(game.price * 100)) return onClose(changed);
    if (await act(() => update({ gameId: game.id, price: priceToSave }).unwrap(), { success: CATALOGUE_TEXTS.priceSaved(priceText(Number(priceToSave))) })) onClose(true);
  };

  const panel = (value: EditTab) => ({ role: 'tabpanel', id: `${ids.tabs}-${value}-panel`, 'aria-labelledby': `${ids.tabs}-${value}`, hidden: tab !== value });
  const tabProps = (value: EditTab) => ({ value, id: `${ids.tabs}-${value}`, 'aria-controls': `${ids.tabs}-${value}-panel` });

  return (
    <Dialog open onClose={close} aria-labelledby={ids.title} maxWidth="sm" fullWidth>
      <DialogTitle id={ids.title} sx={{ pb: 0.5 }}>
        Edit Game
      </DialogTitle>
      <Typography sx={{ px: 3, fontWeight: 600 }} color="text.secondary" data-testid="edit-game-name">
        {game.name}
      </Typography>
      <Box sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: EditTab) => setTab(next)} aria-label="Edit game sections">
          <Tab label="Details" {...tabProps('details')} />
          <Tab label="Game Keys" {...tabProps('keys')} />
        </Tabs>
      </Box>
      <DialogContent sx={{ minHeight: 360 }}>
        <Box {...panel('details')}>
          {tab === 'details' && <GameDetailsTab game={game} price={price} onPriceChange={setPrice} onChanged={markChanged} onRemoved={() => onClose(true)} />}
        </Box>
        <Box {...panel('keys')}>{tab === 'keys' && <GameKeysTab game={game} onChanged={markChanged} />}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!isPriceText(priceToSave) || saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Save Changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
