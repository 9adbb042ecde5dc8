import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { CART_TEXTS } from '../cart-texts';

export function EmptyCart() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <RemoveShoppingCartOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {CART_TEXTS.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {CART_TEXTS.emptyBody}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {CART_TEXTS.browseGames}
      </Button>
    </Paper>
  );
}
