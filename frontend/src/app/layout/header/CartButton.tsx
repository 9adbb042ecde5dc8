import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { useCartQuantity } from '../../../shared/cart/use-cart-quantity';

/** Link to /cart with the total quantity of items as its badge. */
export function CartButton() {
  const quantity = useCartQuantity();
  return (
    <IconButton component={RouterLink} to="/cart" color="inherit" aria-label={`Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`}>
      {/* No badge for an empty cart: a hidden MUI badge keeps its last count in the page, which then
          contradicts the link's name ("Cart, 0 items" reading "1" after a checkout). */}
      {quantity > 0 ? (
        <Badge badgeContent={quantity} color="primary" max={99} data-testid="cart-badge">
          <ShoppingCartOutlined />
        </Badge>
      ) : (
        <ShoppingCartOutlined />
      )}
    </IconButton>
  );
}
