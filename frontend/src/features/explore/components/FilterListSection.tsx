import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NamedRef } from '../../store/store-types';
import type { CatalogueFilter } from '../catalogue-filter';

interface FilterListSectionProps {
  title: 'Genres' | 'Themes';
  type: CatalogueFilter['type'];
  entries: readonly NamedRef[];
  active: CatalogueFilter | null;
  hrefFor(filter: CatalogueFilter | null): string;
  /** After a choice (the drawer closes). */
  onChosen?(): void;
  defaultOpen?: boolean;
  /** The list scrolls past this height (CSS value or responsive object). */
  maxHeight?: number | Record<string, number>;
}

/** A collapsible list: All (no filter), then one link per genre or theme; the active one is selected. */
export function FilterListSection({ title, type, entries, active, hrefFor, onChosen, defaultOpen = true, maxHeight }: FilterListSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const isActive = (id: number) => active?.type === type && active.id === id;

  return (
    <Box component="section" aria-label={title}>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={listId} sx={{ px: 1, borderRadius: 1 }}>
        <ListItemText primary={title} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={listId}>
        <List dense disablePadding sx={{ maxHeight, overflowY: maxHeight ? 'auto' : undefined }} aria-label={`${title} filter`}>
          <FilterLink label="All" to={hrefFor(null)} selected={!active} onClick={onChosen} />
          {entries.map((entry) => (
            <FilterLink
              key={entry.id}
              label={entry.name}
              to={hrefFor({ type, id: entry.id, label: entry.name })}
              selected={isActive(entry.id)}
              onClick={onChosen}
            />
          ))}
        </List>
      </Collapse>
    </Box>
  );
}

/** One entry of the list: a list item holding the link (a <ul> may hold only <li>). */
function FilterLink({ label, to, selected, onClick }: { label: string; to: string; selected: boolean; onClick?: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={to} selected={selected} aria-current={selected ? 'page' : undefined} onClick={onClick} sx={{ pl: 2, borderRadius: 1 }}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
