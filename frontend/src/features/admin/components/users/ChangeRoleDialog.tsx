import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Role } from '../../../../shared/session/session-user';
import { useChangeReason } from '../../hooks/use-change-reason';
import { useRefusal } from '../../hooks/use-refusal';
import { useChangeRoleMutation } from '../../users-api';
import { ROLE_LABELS, USERS_TEXTS as TEXTS } from '../../users-texts';
import { ChangeDialog } from '../common/ChangeDialog';
import { RefusalAlert } from './RefusalAlert';

interface ChangeRoleDialogProps {
  account: { id: string; email: string; role: Role };
  onClose(): void;
}

const ROLES = Object.keys(ROLE_LABELS) as Role[];

/** A new role and the reason for it; the server's refusal (your own role, the last admin) shown in the dialog. */
export function ChangeRoleDialog({ account, onClose }: ChangeRoleDialogProps) {
  const [role, setRole] = useState<Role>(account.role);
  const [roleProblem, setRoleProblem] = useState<string | null>(null);
  const reason = useChangeReason(1, TEXTS.roleReasonHint);
  const { refusal, clear, refused } = useRefusal();
  const [change, { isLoading }] = useChangeRoleMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const sameRole = role === account.role ? TEXTS.sameRole : null;
    setRoleProblem(sameRole);
    const text = reason.take();
    if (sameRole || !text) return;
    try {
      await change({ userId: account.id, role, reason: text }).unwrap();
      toast.success(TEXTS.roleChanged(account.email, ROLE_LABELS[role]));
      onClose();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <ChangeDialog title={TEXTS.changeRole} note={TEXTS.roleNote(account.email, ROLE_LABELS[account.role])} busy={isLoading} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <RefusalAlert refusal={refusal} />
      <TextField
        select
        autoFocus
        label={TEXTS.newRole}
        value={role}
        onChange={(event) => {
          setRole(event.target.value as Role);
          setRoleProblem(null);
        }}
        error={roleProblem !== null}
        helperText={roleProblem ?? ' '}
      >
        {ROLES.map((value) => (
          <MenuItem key={value} value={value}>
            {ROLE_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...reason.fieldProps} />
    </ChangeDialog>
  );
}
