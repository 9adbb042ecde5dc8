import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { Link as RouterLink } from 'react-router';
import type { NamedRef } from '../../../features/store/store-types';

export interface StoreHoverMenuPopupProps {
  id: string;
  label: string;
  open: boolean;
  /** Opened from the keyboard: the first entry takes focus. */
  focusFirstEntry: boolean;
  anchor: HTMLElement | null;
  entries: readonly NamedRef[];
  hrefFor(entry: NamedRef): string;
  onClose(): void;
  /** Escape: closes and gives focus back to the button. */
  onEscape(): void;
}

/**
 * The Genres or Themes list under its header button, in two columns. It stays in the button's
 * part of the page (no portal), so hovering it counts as hovering the menu. Escape or a click
 * outside closes it. The arrow keys, Home and End move through the entries (MenuList).
 */
export default function StoreHoverMenuPopup({ id, label, open, focusFirstEntry, anchor, entries, hrefFor, onClose, onEscape }: StoreHoverMenuPopupProps) {
  return (
    <Popper open={open && !!anchor} anchorEl={anchor} placement="bottom-start" disablePortal sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}>
      <ClickAwayListener
        onClickAway={(event) => {
          if (anchor?.contains(event.target as Node)) return;
          onClose();
        }}
      >
        <Paper elevation={8} sx={{ mt: 0.5, border: 1, borderColor: 'divider' }}>
          <MenuList
            id={id}
            aria-label={label}
            dense
            autoFocusItem={focusFirstEntry}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onEscape();
            }}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(170px, 1fr))', p: 1, maxHeight: '70vh', overflowY: 'auto' }}
          >
            {entries.map((entry) => (
              <MenuItem key={entry.id} component={RouterLink} to={hrefFor(entry)} onClick={onClose} sx={{ borderRadius: 1 }}>
                {entry.name}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
