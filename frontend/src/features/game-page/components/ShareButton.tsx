import Button from '@mui/material/Button';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { toast } from 'sonner';
import { copyText } from '../../../shared/clipboard/copy-text';
import { GAME_TEXTS } from '../game-texts';

/** Copies this page's address to the clipboard. */
export function ShareButton() {
  const share = async () => {
    if (await copyText(window.location.href)) toast.success(GAME_TEXTS.linkCopied);
    else toast.error(GAME_TEXTS.linkCopyFailed);
  };
  return (
    <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => void share()} fullWidth>
      {GAME_TEXTS.share}
    </Button>
  );
}
