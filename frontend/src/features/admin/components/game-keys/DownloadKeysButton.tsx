import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Download from '@mui/icons-material/Download';
import { useKeysDownload } from '../../hooks/use-keys-download';

/** Downloads the game's unsold keys as a .csv file. */
export function DownloadKeysButton({ game, label = 'Download Keys (.csv)' }: { game: { id: number; slug?: string }; label?: string }) {
  const { download, downloading } = useKeysDownload(game);
  return (
    <Button variant="outlined" onClick={() => void download()} disabled={downloading} startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <Download />}>
      {label}
    </Button>
  );
}
