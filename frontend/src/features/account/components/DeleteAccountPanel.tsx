import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import { useState } from 'react';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '../account-deletion-texts';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const EXPLANATION_ID = 'delete-account-explanation';

/** The Your Data section's last part: Delete my account, which asks again in a dialog (issue 36). */
export function DeleteAccountPanel() {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="delete-account-heading" sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="delete-account-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {TEXTS.heading}
      </Typography>
      <Typography id={EXPLANATION_ID} variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        {TEXTS.explanation}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverOutlined />} onClick={() => setOpen(true)} aria-describedby={EXPLANATION_ID}>
        {TEXTS.open}
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Box>
  );
}
