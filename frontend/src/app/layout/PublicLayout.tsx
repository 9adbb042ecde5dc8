import Box from '@mui/material/Box';
import { Navigate, Outlet } from 'react-router';
import { homePathFor } from '../../shared/session/session-user';
import { useSessionUser } from '../../shared/session/use-session';
import { SkipLink } from '../../shared/ui/SkipLink';
import { Footer } from './Footer';
import { AccountCurrencyChoice } from './header/AccountCurrencyChoice';
import { CurrencySelector } from './header/CurrencySelector';
import { Header } from './header/Header';
import { MobileStoreLists } from './header/MobileStoreLists';
import { StoreNavMenus } from './header/StoreNavMenus';

/** Where the skip link leads: the page's own content, after the header. */
const MAIN_ID = 'main-content';

/**
 * The storefront's frame: skip link, header (with the store's menus and currency), page, footer. A
 * staff account belongs in the admin area, on its first page there (homePathFor). The page is at least a screen tall,
 * so the footer starts below the first screen and does not jump while a page and its data load,
 * whatever their length.
 */
export function PublicLayout() {
  const user = useSessionUser();
  const home = user ? homePathFor(user) : '/';
  if (home !== '/') return <Navigate to={home} replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_ID} />
      <Header
        navExtras={<StoreNavMenus />}
        toolbarExtras={<CurrencySelector />}
        currencySlot={<AccountCurrencyChoice />}
        mobileExtras={<MobileStoreLists />}
      />
      {/* Focusable by script only (the skip link); the focus ring would frame the whole page. */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
