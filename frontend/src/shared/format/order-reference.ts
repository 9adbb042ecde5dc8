/** The order's reference as the shopper's mails about it name it: the last 6 characters of its id, uppercased. */
export const orderReference = (orderId: string): string => orderId.slice(-6).toUpperCase();
