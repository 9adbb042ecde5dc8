import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { useChangeReason } from '../../hooks/use-change-reason';
import { useRefusal } from '../../hooks/use-refusal';
import { useEraseCustomerMutation } from '../../users-api';
import { USERS_TEXTS as TEXTS } from '../../users-texts';
import { ChangeDialog } from '../common/ChangeDialog';
import { RefusalAlert } from './RefusalAlert';

interface EraseCustomerDialogProps {
  account: { id: string; email: string };
  onClose(): void;
  /** The erasure's time as the server answered it; the dialog closes after. */
  onErased(erasedAt: string): void;
}

/**
 * A customer's erasure on their request (issue 36), with the reason for the record: what goes and
 * what stays, the reason (the role change's checks and messages, at least 3 characters as the server
 * asks), Cancel and Erase customer. The server's
 * refusal (a staff account, one's own) shows in the dialog, which stays open.
 */
export function EraseCustomerDialog({ account, onClose, onErased }: EraseCustomerDialogProps) {
  const reason = useChangeReason(3, TEXTS.eraseReasonHint);
  const { refusal, clear, refused } = useRefusal();
  const [erase, { isLoading }] = useEraseCustomerMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const text = reason.take();
    if (!text) return;
    try {
      const answer = await erase({ userId: account.id, reason: text }).unwrap();
      toast.success(TEXTS.customerErased);
      onErased(answer.data.user.erasedAt);
      onClose();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <ChangeDialog title={TEXTS.eraseCustomer} note={TEXTS.eraseNote(account.email)} busy={isLoading} destructive onSubmit={(event) => void submit(event)} onClose={onClose}>
      <RefusalAlert refusal={refusal} />
      <TextField {...reason.fieldProps} autoFocus />
    </ChangeDialog>
  );
}
