import { useNavigate } from 'react-router';
import { addToCart } from '../../cart/cart-store';
import type { StoreGame } from '../../store/store-types';

/** Adds one copy of the game to the cart and opens the cart (spec: adding to cart sends the user to /cart). */
export function useAddAndOpenCart(game: StoreGame): () => void {
  const navigate = useNavigate();
  return () => {
    addToCart(game);
    navigate('/cart');
  };
}
