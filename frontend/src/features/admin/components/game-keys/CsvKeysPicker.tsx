import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useId, useRef, useState } from 'react';
import { CATALOGUE_TEXTS } from '../../admin-texts';
import { keysInCsv } from '../../csv-keys';

/** A chosen CSV file: its name, its text (sent as is), how many keys it holds and whether its header line is skipped. */
export interface ChosenCsv {
  name: string;
  text: string;
  keyCount: number;
  headerSkipped: boolean;
}

interface CsvKeysPickerProps {
  chosen: ChosenCsv | null;
  onChosen(file: ChosenCsv | null): void;
  label?: string;
  disabled?: boolean;
  /** The chosen file is being sent: its line says so, with a progress bar. */
  uploading?: boolean;
}

const keysLine = ({ name, keyCount, headerSkipped }: ChosenCsv): string =>
  `${name}: ${keyCount.toLocaleString('en-US')} ${keyCount === 1 ? 'key' : 'keys'}${headerSkipped ? ` (${CATALOGUE_TEXTS.headerSkipped})` : ''}`;

/**
 * A button that opens the file picker for a .csv of keys (first column, one per line), and a line
 * that says what the file holds: a file without keys is refused there and then. While the file is
 * sent the line says so above a progress bar: one request carries the whole file, and the server
 * answers once every key is stored, so the bar runs until then (the space for it is kept, so
 * nothing moves when it shows).
 */
export function CsvKeysPicker({ chosen, onChosen, label = 'Choose CSV file', disabled = false, uploading = false }: CsvKeysPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [empty, setEmpty] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    const { keys, headerSkipped } = keysInCsv(text);
    setEmpty(keys.length === 0);
    onChosen(keys.length > 0 ? { name: file.name, text, keyCount: keys.length, headerSkipped } : null);
    // The same file may be chosen again after a refusal.
    if (input.current) input.current.value = '';
  };

  const status = uploading && chosen ? CATALOGUE_TEXTS.uploading(chosen.keyCount) : chosen ? keysLine(chosen) : empty ? CATALOGUE_TEXTS.noKeysInFile : 'No file chosen';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <input ref={input} type="file" accept=".csv,text/csv,text/plain" hidden onChange={(event) => void read(event.target.files?.[0])} data-testid="csv-keys-input" />
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={disabled || uploading} aria-describedby={statusId}>
        {label}
      </Button>
      <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
        <Typography id={statusId} variant="body2" color={empty && !chosen ? 'error' : 'text.secondary'} role="status" data-testid="csv-keys-status">
          {status}
        </Typography>
        <Box sx={{ height: 4, mt: 0.5 }}>{uploading && <LinearProgress aria-label={status} data-testid="csv-keys-progress" />}</Box>
      </Box>
    </Box>
  );
}
