/**
 * Every event type the store appends: the stream it goes to, its current schema version, and what
 * it means. The audit test (events/every-event-has-an-actor.e2e.spec.ts) makes each one through
 * the API and fails for a type missing here or appended without an actor.
 */
export interface CatalogueEntry {
  type: string;
  /** The stream's id pattern. */
  stream: string;
  version: number;
  meaning: string;
  /**
   * Top-level data fields that hold personal data: stored sealed with the data key of the person
   * the event is about (its data.userId), opened for readers, '[erased]' once they are erased
   * (privacy/personal-data). The event-shape test fails on one stored in clear.
   */
  personal?: readonly string[];
  /**
   * Fields that repeat the reason staff typed (metadata.reason): sealed like `personal` when they
   * do, and metadata.reason with them (a reason may name the person); system texts such as
   * 'Top-up' stay in clear.
   */
  staffReason?: readonly string[];
}

export const EVENT_CATALOGUE: readonly CatalogueEntry[] = [
  { type: 'GameListed', stream: 'game-{gameId}', version: 1, meaning: 'A game of the game database is put on sale at a price' },
  { type: 'KeysAdded', stream: 'game-{gameId}', version: 1, meaning: 'Keys were added to the game’s stock (ids only; the texts are encrypted in the key vault)' },
  { type: 'PriceChanged', stream: 'game-{gameId}', version: 1, meaning: 'The list price changed' },
  { type: 'DiscountSet', stream: 'game-{gameId}', version: 1, meaning: 'The sale discount (percent) changed' },
  { type: 'GameFeatured', stream: 'game-{gameId}', version: 1, meaning: 'The game became the featured one' },
  { type: 'GameUnfeatured', stream: 'game-{gameId}', version: 1, meaning: 'The game stopped being featured' },
  { type: 'GameUnlisted', stream: 'game-{gameId}', version: 1, meaning: 'The game was taken off sale' },
  { type: 'KeysExported', stream: 'game-{gameId}', version: 1, meaning: 'An admin downloaded the game’s unsold keys' },
  { type: 'KeyShownToAdmin', stream: 'game-{gameId}', version: 1, meaning: 'An admin read one key’s text' },
  { type: 'KeyVoided', stream: 'game-{gameId}', version: 1, meaning: 'A sold key was refunded or replaced: it is never sold again' },
  { type: 'FeaturedGameChanged', stream: 'store-featured', version: 1, meaning: 'The one featured slot of the store names another game' },
  { type: 'OrderPlaced', stream: 'order-{orderId}', version: 2, meaning: 'An order was placed: priced lines, tax, promo, total, currency (v2), payment method' },
  { type: 'PaymentCaptured', stream: 'order-{orderId}', version: 1, meaning: 'The card authorization paying for the order is captured' },
  { type: 'KeysDelivered', stream: 'order-{orderId}', version: 1, meaning: 'The order’s keys (ids) were handed to the buyer' },
  { type: 'KeyRevealed', stream: 'order-{orderId}', version: 1, meaning: 'The buyer revealed a key’s text for the first time' },
  { type: 'KeyRefunded', stream: 'order-{orderId}', version: 1, meaning: 'An admin refunded one key: what it cost, to the wallet or the card', staffReason: ['reason'] },
  { type: 'KeyReplaced', stream: 'order-{orderId}', version: 1, meaning: 'An admin replaced one key by the game’s next unsold one', staffReason: ['reason'] },
  { type: 'RefundSettled', stream: 'order-{orderId}', version: 1, meaning: 'The card gateway paid a card refund back' },
  { type: 'RefundRequested', stream: 'order-{orderId}', version: 1, meaning: 'An admin asked to refund a key above the approval threshold: it waits for a second admin, nothing is paid', staffReason: ['reason'] },
  { type: 'RefundApproved', stream: 'order-{orderId}', version: 2, meaning: 'A second admin approved a waiting refund; its KeyRefunded follows in the same transaction (v2: names the buyer)', staffReason: ['reason'] },
  { type: 'RefundDeclined', stream: 'order-{orderId}', version: 2, meaning: 'A second admin declined a waiting refund: nothing is paid, the key stays delivered (v2: names the buyer)', staffReason: ['reason'] },
  { type: 'PaymentVoided', stream: 'payment-{paymentId}', version: 1, meaning: 'A card authorization that never became an order was voided' },
  { type: 'WalletCredited', stream: 'wallet-{userId}', version: 1, meaning: 'Money added to a wallet (top-up, admin credit)', staffReason: ['reason'] },
  { type: 'WalletDebited', stream: 'wallet-{userId}', version: 1, meaning: 'Money taken from a wallet (an order, an admin debit)', staffReason: ['reason'] },
  { type: 'WalletRefunded', stream: 'wallet-{userId}', version: 1, meaning: 'A refunded key’s price credited back to the wallet', staffReason: ['reason'] },
  { type: 'PromoCreated', stream: 'promo-{code}', version: 1, meaning: 'A promo code and its terms' },
  { type: 'PromoRedeemed', stream: 'promo-{code}', version: 1, meaning: 'An order used the promo code' },
  { type: 'PromoDeleted', stream: 'promo-{code}', version: 1, meaning: 'The promo code was deleted' },
  { type: 'PromoDeactivated', stream: 'promo-{code}', version: 1, meaning: 'An admin deactivated the promo code: checkout refuses it' },
  { type: 'PromoReactivated', stream: 'promo-{code}', version: 1, meaning: 'An admin reactivated the promo code' },
  { type: 'PromoExpiryExtended', stream: 'promo-{code}', version: 1, meaning: 'An admin moved the promo code’s expiry later (the new and the previous time)' },
  { type: 'PromoMaxUsesChanged', stream: 'promo-{code}', version: 1, meaning: 'An admin changed how many orders may use the promo code (null: no limit), never below the uses made' },
  { type: 'GameWishlisted', stream: 'wishlist-{userId}', version: 1, meaning: 'A game was added to the shopper’s wishlist' },
  { type: 'GameUnwishlisted', stream: 'wishlist-{userId}', version: 1, meaning: 'A game was taken off the wishlist' },
  { type: 'TicketOpened', stream: 'ticket-{ticketId}', version: 1, meaning: 'A shopper opened a support ticket (subject, message, an order of theirs)', personal: ['subject', 'message'] },
  { type: 'TicketReplied', stream: 'ticket-{ticketId}', version: 1, meaning: 'The shopper or an admin replied on the ticket', personal: ['message'] },
  { type: 'TicketStatusChanged', stream: 'ticket-{ticketId}', version: 1, meaning: 'The ticket’s status changed (open, in-progress, closed)' },
  { type: 'RoleChanged', stream: 'account-{userId}', version: 1, meaning: 'A staff manager gave the account another role, with a reason; its sessions ended', staffReason: ['reason'] },
  { type: 'PersonalDataErased', stream: 'account-{userId}', version: 1, meaning: 'A customer’s personal data was erased (their data key shredded, their rows anonymised): who asked, who did it, why; orders, refunds and wallet movements stay for the accounts' },
  { type: 'PersonalDataPurged', stream: 'retention-sweeps', version: 1, meaning: 'The retention sweep deleted accounts never verified and mail past their time (how many, older than when)' },
];
