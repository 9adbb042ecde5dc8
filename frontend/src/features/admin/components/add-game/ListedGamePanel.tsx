import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUsd } from '../../../../shared/format/money';
import { SummaryRow } from '../../../../shared/ui/SummaryRow';
import { useUpdateGameMutation } from '../../api';
import type { ListedGame } from '../../catalogue-types';
import { useAdminAction } from '../../hooks/use-admin-action';
import { keysAddedText } from '../../keys-added';
import { RemoveFromStoreButton } from '../edit-game/RemoveFromStoreButton';
import { CsvKeysPicker, type ChosenCsv } from '../game-keys/CsvKeysPicker';
import { DownloadKeysButton } from '../game-keys/DownloadKeysButton';
import { formatCount } from '../../../../shared/format/count';

/** A game already in the store: its copies and price; more keys from a CSV, Remove From Store, Download Keys. */
export function ListedGamePanel({ game, onClose }: { game: ListedGame; onClose(): void }) {
  const [csv, setCsv] = useState<ChosenCsv | null>(null);
  const [update, { isLoading }] = useUpdateGameMutation();
  const act = useAdminAction();

  const addKeys = async () => {
    if (!csv || isLoading) return;
    if (await act(() => update({ gameId: game.id, keysCsv: csv.text }).unwrap(), { success: (answer) => ({ title: keysAddedText(answer) }) })) setCsv(null);
  };

  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <SummaryRow label="Copies" value={formatCount(game.copies)} testId="listed-copies" />
          <SummaryRow label="Price" value={formatUsd(game.price)} testId="listed-price" />
        </Box>
        <Divider />
        <Typography variant="subtitle2" component="p">
          Add more keys (a CSV file, one key per line)
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <CsvKeysPicker chosen={csv} onChosen={setCsv} uploading={isLoading} />
          <Button variant="contained" onClick={() => void addKeys()} disabled={!csv || isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Add Keys
          </Button>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <DownloadKeysButton game={game} />
          <RemoveFromStoreButton game={game} onRemoved={onClose} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}
