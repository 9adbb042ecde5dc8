import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/session/session-user';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SectionCard } from '../../../shared/ui/SectionCard';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value}</Typography>
    </div>
  );
}

/** Username and e-mail, shown, or edited after 'Edit Profile'. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard
      title="Profile Information"
      action={
        !editing && (
          <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileDetailsForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Stack spacing={2}>
          <Detail label="Username" value={user.username} />
          <Detail label="Email" value={user.email} />
          {user.pendingEmail && <Detail label="New email, waiting for confirmation" value={user.pendingEmail} />}
          <Detail label="Member since" value={new Date(user.createdAt).toLocaleDateString()} />
        </Stack>
      )}
    </SectionCard>
  );
}
