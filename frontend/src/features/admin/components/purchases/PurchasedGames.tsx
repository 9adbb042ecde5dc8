import { useIsMobile } from '../../../../shared/layout/use-is-mobile';
import type { KeyActionKind } from '../../hooks/use-key-action';
import type { OrderGame, OrderKey } from '../../purchase-types';
import { PurchasedGamesList } from './PurchasedGamesList';
import { PurchasedGamesTable } from './PurchasedGamesTable';

export interface PurchasedGamesProps {
  games: OrderGame[];
  /** Names the table or list for screen readers (the order it belongs to). */
  label: string;
  onKeyAction(kind: KeyActionKind, game: OrderGame, gameKey: OrderKey): void;
}

/** The games of an order: a table (Game, Price, Quantity, Keys), stacked below 768 px. */
export function PurchasedGames(props: PurchasedGamesProps) {
  return useIsMobile() ? <PurchasedGamesList {...props} /> : <PurchasedGamesTable {...props} />;
}
