import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useUpdateGameMutation } from '../../api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { keysAddedText } from '../../keys-added';
import { CsvKeysPicker, type ChosenCsv } from './CsvKeysPicker';

/** A CSV of keys added to the game; the server takes all of them or, naming the duplicates, none. */
export function UploadKeysForm({ gameId, onChanged }: { gameId: number; onChanged(): void }) {
  const [csv, setCsv] = useState<ChosenCsv | null>(null);
  const [update, { isLoading }] = useUpdateGameMutation();
  const act = useAdminAction();
  const upload = async () => {
    if (!csv || isLoading) return;
    if (await act(() => update({ gameId, keysCsv: csv.text }).unwrap(), { success: (answer) => ({ title: keysAddedText(answer) }) })) {
      setCsv(null);
      onChanged();
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <CsvKeysPicker chosen={csv} onChosen={setCsv} label="Upload CSV" uploading={isLoading} />
      <Button variant="contained" onClick={() => void upload()} disabled={!csv || isLoading}>
        Add Keys
      </Button>
    </Box>
  );
}
