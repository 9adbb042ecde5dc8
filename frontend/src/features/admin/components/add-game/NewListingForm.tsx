import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAddGameMutation } from '../../api';
import { CATALOGUE_TEXTS } from '../../admin-texts';
import { useAdminAction } from '../../hooks/use-admin-action';
import { keysAddedText } from '../../keys-added';
import { isPriceText, PRICE_HINT } from '../../price-input';
import { CsvKeysPicker, type ChosenCsv } from '../game-keys/CsvKeysPicker';

/**
 * A game not yet in the store: its price (dollars and cents) and a CSV of its first keys. Add to
 * Store waits until both are there (spec, section 5).
 */
export function NewListingForm({ gameId, onCancel, onAdded }: { gameId: number; onCancel(): void; onAdded(): void }) {
  const [price, setPrice] = useState('');
  const [csv, setCsv] = useState<ChosenCsv | null>(null);
  const [addGame, { isLoading }] = useAddGameMutation();
  const act = useAdminAction();
  const priceOk = isPriceText(price);
  const ready = priceOk && csv !== null && !isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const added = await act(() => addGame({ gameId, price: price.trim(), keysCsv: csv.text }).unwrap(), {
      success: (answer) => ({ title: CATALOGUE_TEXTS.gameAdded, description: keysAddedText(answer) }),
    });
    if (added) onAdded();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <TextField
          label="Price"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          required
          autoFocus
          error={price !== '' && !priceOk}
          helperText={price !== '' && !priceOk ? PRICE_HINT : 'In dollars, e.g. 59.99'}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Game keys (a CSV file, one key per line)
          </Typography>
          <CsvKeysPicker chosen={csv} onChosen={setCsv} uploading={isLoading} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!ready} startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Add to Store
        </Button>
      </DialogActions>
    </Box>
  );
}
