import { useNavigate } from 'react-router';
import { addToCart } from '../../cart/cart-store';
import { gamePath } from '../game-path';
import type { StoreGame } from '../store-types';

/** Buy: the game goes into the cart, then the shopper lands on its page. */
export function useBuyGame(): (game: StoreGame) => void {
  const navigate = useNavigate();
  return (game) => {
    addToCart(game);
    navigate(gamePath(game));
  };
}
