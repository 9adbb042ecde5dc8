import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useIsMobile } from '../../shared/layout/use-is-mobile';
import { SkipLink } from '../../shared/ui/SkipLink';
import { AdminMobileBar } from './admin/AdminMobileBar';
import { AdminSidebar } from './admin/AdminSidebar';
import { useSidebarCollapsed } from './admin/use-sidebar-collapsed';

const MAIN_ID = 'admin-main';

/**
 * The admin area's frame (no storefront top bar): the sidebar (collapsible, remembered), or below
 * 768 px a menu button and a slide-out drawer; then the page.
 */
export function AdminLayout() {
  const mobile = useIsMobile();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: mobile ? 'column' : 'row' }}>
      <SkipLink targetId={MAIN_ID} />
      {mobile ? <AdminMobileBar /> : <AdminSidebar collapsed={collapsed} onToggle={toggleCollapsed} />}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
