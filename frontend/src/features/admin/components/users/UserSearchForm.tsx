import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useEffect, type FormEvent } from 'react';
import { useRequiredText } from '../../../../shared/ui/use-required-text';
import { USERS_TEXTS as TEXTS } from '../../users-texts';

/** Part of an e-mail address; Search (or Enter) asks for the accounts whose e-mail contains it. */
export function UserSearchForm({ email, onSearch }: { email: string; onSearch(email: string): void }) {
  const field = useRequiredText(TEXTS.searchRequired, email);
  const { setText } = field;
  useEffect(() => setText(email), [email, setText]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = field.take();
    if (typed) onSearch(typed);
  };

  return (
    <Box component="form" role="search" aria-label="Search accounts" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        label={TEXTS.searchLabel}
        {...field.fieldProps}
        helperText={field.fieldProps.error ? field.fieldProps.helperText : TEXTS.searchHint}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ height: 40 }}>
        {TEXTS.search}
      </Button>
    </Box>
  );
}
