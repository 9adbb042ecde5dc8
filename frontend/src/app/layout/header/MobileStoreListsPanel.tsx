import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { GENRES, THEMES } from '../../../features/store/components/game-taxonomy';
import { genreExplorePath, themeExplorePath } from '../../../features/store/components/explore-paths';
import type { NamedRef } from '../../../features/store/store-types';

/** Collapsible Genres and Themes for the mobile menu: each a list item of the menu's list, holding its button and its list. */
export default function MobileStoreListsPanel() {
  return (
    <>
      <CollapsibleLinks label="Genres" entries={GENRES} hrefFor={genreExplorePath} />
      <CollapsibleLinks label="Themes" entries={THEMES} hrefFor={themeExplorePath} />
    </>
  );
}

function CollapsibleLinks({ label, entries, hrefFor }: { label: string; entries: readonly NamedRef[]; hrefFor(entry: NamedRef): string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={listId}>
        <ListItemText primary={label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} id={listId} unmountOnExit>
        <List dense disablePadding aria-label={label}>
          {entries.map((entry) => (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton component={RouterLink} to={hrefFor(entry)} sx={{ pl: 4 }}>
                <ListItemText primary={entry.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
