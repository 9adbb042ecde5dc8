/** A shopper adds a game to, or removes one from, their own wishlist. */
export class ChangeWishlistCommand {
  constructor(
    readonly change: 'add' | 'remove',
    readonly userId: string,
    readonly gameId: number,
  ) {}
}
