import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useId, useRef } from 'react';
import { keysInCsv } from '../../csv-keys';

/** A chosen CSV file: its name, its text (sent as is) and how many keys it holds. */
export interface ChosenCsv {
  name: string;
  text: string;
  keyCount: number;
}

interface CsvKeysPickerProps {
  chosen: ChosenCsv | null;
  onChosen(file: ChosenCsv | null): void;
  label?: string;
  disabled?: boolean;
}

/** A button that opens the file picker for a .csv of keys (first column, one per line). An empty file is ignored. */
export function CsvKeysPicker({ chosen, onChosen, label = 'Choose CSV file', disabled = false }: CsvKeysPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();

  const read = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    const keyCount = keysInCsv(text).length;
    onChosen(keyCount > 0 ? { name: file.name, text, keyCount } : null);
    // The same file may be chosen again after a refusal.
    if (input.current) input.current.value = '';
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <input ref={input} type="file" accept=".csv,text/csv,text/plain" hidden onChange={(event) => void read(event.target.files?.[0])} data-testid="csv-keys-input" />
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={disabled} aria-describedby={statusId}>
        {label}
      </Button>
      <Typography id={statusId} variant="body2" color="text.secondary" role="status" data-testid="csv-keys-status">
        {chosen ? `${chosen.name}: ${chosen.keyCount} ${chosen.keyCount === 1 ? 'key' : 'keys'}` : 'No file chosen'}
      </Typography>
    </Box>
  );
}
