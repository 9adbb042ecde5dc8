import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../../shared/format/date';
import { USERS_TEXTS as TEXTS } from '../../users-texts';

/**
 * That the account was erased, and when (issue 36). A note, not an alarm: it is the account's state
 * on every visit. Just after the erasure it takes the focus, the button that opened the dialog being gone.
 */
export function ErasedAccountAlert({ erasedAt, takeFocus }: { erasedAt: string; takeFocus: boolean }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) alert.current?.focus();
  }, [takeFocus]);
  return (
    <Alert ref={alert} severity="info" role="note" tabIndex={-1} data-testid="account-erased">
      <AlertTitle data-testid="account-erased-on">{TEXTS.erasedOn(formatDate(erasedAt))}</AlertTitle>
      {TEXTS.erasedNote}
    </Alert>
  );
}
