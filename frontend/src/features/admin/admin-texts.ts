/** The admin area's messages, as the spec writes them (sections 2, 4 and 8). */
export const ADMIN_TEXTS = {
  actionFailed: 'Action failed. Try again.',
  discountSet: 'Discount Set Successfully!',
  alreadyFeatured: 'Already Featured',
  noGamesFound: 'No games found',
  foundResults: (total: number, query: string) => `Found ${total} results for "${query}"`,
  searchResultFor: (query: string) => `Search result for "${query}"`,
  fromLastMonth: (change: number) => `${change < 0 ? '-' : '+'}${Math.abs(change)}% from last month`,
  /** The month before had none: no percentage to give (spec README, decision 7: no fake figures). */
  newThisMonth: 'New this month',
  promo: {
    missingInformation: 'Missing Information, please fill all fields',
    added: 'Promo code added successfully',
    addFailed: 'Error Occured, please try again.',
    deleted: 'Promo code deleted successfully',
    deleteFailed: 'Failed to delete promo code',
  },
  purchases: {
    noPurchases: 'No purchases found',
    noPurchasesHint: 'Try adjusting your filters or check back later.',
    loadFailed: 'The orders could not be loaded.',
    refunded: 'Refund processed successfully',
    refundWaiting: 'Refund waiting for a second admin’s approval',
    refundWaitingHint: 'It is above the approval threshold: another admin approves or declines it under Refunds waiting for approval.',
    refundFailed: 'Failed to process refund',
    replaced: 'Game key replaced successfully',
    replaceFailed: 'Failed to replace game key',
    /** The server's reasons when none is given (services/api refunds/http/refund.controller.ts). */
    defaultRefundReason: 'Refunded by customer support',
    defaultReplacementReason: 'Replaced by customer support',
    usedKeyWarning: 'Used: the shopper has already revealed this key, so they may have activated it. Refunding voids it here, but cannot undo an activation.',
  },
  refundRequests: {
    title: 'Refunds waiting for approval',
    empty: 'No refunds are waiting for approval.',
    loadFailed: 'The refunds waiting for approval could not be loaded.',
    ownRequest: 'Waiting for another admin',
    approved: 'Refund approved and processed',
    approveFailed: 'Failed to approve refund',
    declined: 'Refund request declined',
    declineFailed: 'Failed to decline refund',
  },
} as const;

/**
 * What a change to the catalogue did, where the spec has no words of its own ('Discount Set
 * Successfully!' it has, in ADMIN_TEXTS).
 */
export const CATALOGUE_TEXTS = {
  gameAdded: 'Game added to the store',
  priceSaved: (price: string) => `Price saved: $${price}`,
  featured: (name: string) => `${name} is now the featured game`,
  removed: (name: string) => `${name} was removed from the store`,
  keysDownloaded: 'Keys downloaded',
  keysAdded: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'key' : 'keys'} added`,
  headerSkipped: 'header line skipped',
  noKeysInFile: 'The file has no keys',
  uploading: (count: number) => `Uploading ${count.toLocaleString('en-US')} ${count === 1 ? 'key' : 'keys'}…`,
  priceRequired: 'Enter a price: a game cannot be sold without one',
  freeTitle: 'Make it free?',
  freeConfirm: (name: string) => `A 100% discount makes ${name} free: shoppers get its keys for $0.00 until the discount changes.`,
  freeConfirmLabel: 'Make it free',
  removeConfirm: (name: string) => `Remove ${name} from the store? Shoppers can no longer buy it; its sales history and unsold keys are kept.`,
  removeFeaturedConfirm: (name: string) =>
    `Remove ${name} from the store? It is the featured game: the store will then have no featured game until you feature another. Shoppers can no longer buy it; its sales history and unsold keys are kept.`,
} as const;

/** The admin's Customer Support desk (spec section 8). */
export const SUPPORT_DESK_TEXTS = {
  loadFailed: 'Failed to load tickets',
  replied: 'Reply sent successfully',
  replyFailed: 'Failed to send reply',
  /** With the status as the spec names it ('In Progress', 'Closed'). */
  statusUpdated: (status: string) => `Ticket status updated to ${status}`,
  closeTitle: 'Close Ticket',
  closeConfirm: 'Close this ticket? This cannot be undone: once it is closed, neither you nor the customer can add replies or change its status.',
  statusFailed: 'Failed to update ticket status',
  orderNotFound: 'Failed to find order',
  orderIdRequired: 'Order ID is required',
  noTickets: 'No tickets found',
  pickTicket: 'Select a ticket to answer it.',
} as const;

/** An order's timeline (Purchases and the desk's Order Management). */
export const TIMELINE_TEXTS = {
  title: 'Timeline',
  loading: 'Loading the timeline',
  loadFailed: 'The timeline could not be loaded',
  empty: 'Nothing has been recorded for this order.',
  system: 'System',
} as const;
