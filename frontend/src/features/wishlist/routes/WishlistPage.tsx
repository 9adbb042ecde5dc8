import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from 'sonner';
import { useSessionStatus, useSessionUser } from '../../../shared/session/use-session';
import { useGetWishlistQuery } from '../../store/store-api';
import { WishlistGrid } from '../components/WishlistGrid';
import { WishlistGridSkeleton } from '../components/WishlistGridSkeleton';
import { WishlistMessage } from '../components/WishlistMessage';
import { WISHLIST_TEXTS } from '../wishlist-texts';

/** /wishlist: the signed-in shopper's wished-for games; a login prompt when signed out. */
export function WishlistPage() {
  const user = useSessionUser();
  const sessionStatus = useSessionStatus();
  const { data, isLoading, isError } = useGetWishlistQuery(user ? user.id : skipToken);

  // The failure is a toast (error style) as well as the page's own message; one toast per failure.
  useEffect(() => {
    if (isError) toast.error(WISHLIST_TEXTS.loadFailed, { id: 'wishlist-load-failed' });
  }, [isError]);

  const body = () => {
    // A stored sign-in is being checked: most likely a shopper whose wishlist comes next.
    if (sessionStatus === 'checking') return <WishlistGridSkeleton />;
    if (!user) {
      return (
        <WishlistMessage
          icon={<LockOutlined color="primary" sx={{ fontSize: 48 }} />}
          text={WISHLIST_TEXTS.signedOut}
          action={
            <Button component={RouterLink} to="/login" variant="contained">
              {WISHLIST_TEXTS.logIn}
            </Button>
          }
        />
      );
    }
    if (isLoading) return <WishlistGridSkeleton />;
    if (isError || !data) return <WishlistMessage role="alert" icon={<ErrorOutlined color="error" sx={{ fontSize: 48 }} />} text={WISHLIST_TEXTS.loadFailed} />;
    const entries = data.wishlist.games.filter((entry) => entry.game);
    if (entries.length === 0) return <WishlistMessage icon={<FavoriteBorder color="primary" sx={{ fontSize: 48 }} />} text={WISHLIST_TEXTS.empty} />;
    return <WishlistGrid userId={user.id} entries={entries} />;
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {WISHLIST_TEXTS.title}
      </Typography>
      {body()}
    </Container>
  );
}
