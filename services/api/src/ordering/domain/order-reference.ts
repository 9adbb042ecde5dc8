/**
 * The order number a shopper sees: the last 6 characters of the order's transactionId (spec 000
 * §9, the inventory's Order ID), uppercased. The success screen, the inventory and the
 * confirmation mail all name an order by it, and so do the refund and replacement mails
 * (refunds/follow-up/key-change-mails.ts); the client's twin is frontend/src/shared/format/order-reference.ts.
 */
export const orderReference = (transactionId: string): string => transactionId.slice(-6).toUpperCase();
