/**
 * The order number a shopper sees: the last 6 characters of the order's transactionId (spec 000 §9),
 * uppercased, as the success screen, the inventory and the confirmation mail (the API's
 * ordering/domain/order-reference.ts) name it. A wallet order's transactionId is `wallet-<orderId>`,
 * so where only the order id is at hand (the wallet statement's entries) its last 6 give the same number.
 */
export const orderReference = (transactionIdOrOrderId: string): string => transactionIdOrOrderId.slice(-6).toUpperCase();
