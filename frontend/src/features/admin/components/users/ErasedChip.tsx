import Chip from '@mui/material/Chip';
import { USERS_TEXTS as TEXTS } from '../../users-texts';

/** An erased account's mark in the search's results (issue 36). */
export function ErasedChip() {
  return <Chip size="small" label={TEXTS.erased} variant="outlined" data-testid="account-erased-chip" />;
}
