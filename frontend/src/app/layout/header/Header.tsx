import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';
import { BrandLink } from './BrandLink';
import { CartButton } from './CartButton';
import { DarkModeSwitch } from './DarkModeSwitch';
import { HeaderNavLinks } from './HeaderNavLinks';
import { MobileMenu } from './MobileMenu';

/**
 * Extension points for the storefront (not built yet), filled in by PublicLayout:
 * - navExtras: the Genres and Themes hover menus, after Explore;
 * - toolbarExtras: the currency selector, before the cart;
 * - currencySlot: the currency choice inside both account menus;
 * - mobileExtras: the collapsible Genres and Themes lists of the mobile menu.
 */
export interface HeaderExtensions {
  navExtras?: ReactNode;
  toolbarExtras?: ReactNode;
  currencySlot?: ReactNode;
  mobileExtras?: ReactNode;
}

export function Header({ navExtras, toolbarExtras, currencySlot, mobileExtras }: HeaderExtensions) {
  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', backdropFilter: 'blur(8px)' }}
    >
      <Container maxWidth="lg">
        {/* Nothing shrinks below its content (a squeezed button overlaps its neighbour); the parts are sized to fit from 360 px. */}
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 3 }, '& > *': { flexShrink: 0 } }}>
          <BrandLink />
          <HeaderNavLinks extras={navExtras} />
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <DarkModeSwitch />
          </Box>
          {toolbarExtras}
          <CartButton />
          <AccountMenu currencySlot={currencySlot} />
          <MobileMenu extras={mobileExtras} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
