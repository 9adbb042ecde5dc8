import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/session/session-user';

/**
 * Avatar, name, e-mail and bio. Editing name and bio is local only, as in the spec: Save just
 * leaves edit mode and keeps the text on this page until it is left.
 */
export function ProfileCard({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.displayName || user.username);
  const [bio, setBio] = useState(user.bio);
  const [editing, setEditing] = useState(false);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Avatar src={user.photoURL || undefined} alt={name} sx={{ width: 88, height: 88, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          {editing ? (
            <Stack spacing={2}>
              <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
              <TextField label="Bio" value={bio} onChange={(e) => setBio(e.target.value)} multiline minRows={3} />
            </Stack>
          ) : (
            <>
              <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
                {name}
              </Typography>
              <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {user.email}
              </Typography>
              <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }} color={bio ? 'text.primary' : 'text.secondary'}>
                {bio || 'No bio yet.'}
              </Typography>
            </>
          )}
        </Box>
        <Box sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
          {editing ? (
            <Button variant="contained" onClick={() => setEditing(false)}>
              Save
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)} sx={{ whiteSpace: 'nowrap' }}>
              Edit Profile
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
