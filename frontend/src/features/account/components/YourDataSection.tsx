import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import { ACCOUNT_DATA_TEXTS as TEXTS } from '../account-data-texts';
import { useAccountDataDownload } from '../hooks/use-account-data-download';
import { DeleteAccountPanel } from './DeleteAccountPanel';

const EXPLANATION_ID = 'your-data-explanation';

/**
 * What the store holds about the account, as a file (issue 36), and the account's deletion. While
 * the file is fetched the button is disabled and shows a spinner in place of its icon, keeping its
 * size (no layout shift).
 */
export function YourDataSection({ userId }: { userId: string }) {
  const { download, downloading } = useAccountDataDownload(userId);
  return (
    <SectionCard title={TEXTS.title}>
      <Typography id={EXPLANATION_ID} variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        {TEXTS.explanation}
      </Typography>
      <Button
        variant="contained"
        onClick={() => void download()}
        loading={downloading}
        loadingPosition="start"
        startIcon={<FileDownloadOutlined />}
        aria-describedby={EXPLANATION_ID}
      >
        {TEXTS.download}
      </Button>
      {/* Read out by screen readers: the button's own spinner says nothing to them. */}
      <Typography role="status" sx={visuallyHidden}>
        {downloading ? TEXTS.downloading : ''}
      </Typography>
      <DeleteAccountPanel />
    </SectionCard>
  );
}
