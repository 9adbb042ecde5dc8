/**
 * What an admin typed into Order Management's look-up: the order's id (a UUID), or the 6-character
 * number the shopper knows (spec 000 §9; a leading # allowed, any case), or neither.
 */
export type OrderLookup = { kind: 'id'; orderId: string } | { kind: 'number'; number: string } | { kind: 'unreadable' };

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_NUMBER = /^#?([A-Za-z0-9_-]{6})$/;

export function readOrderLookup(typed: string): OrderLookup {
  const text = typed.trim();
  if (ORDER_ID.test(text)) return { kind: 'id', orderId: text.toLowerCase() };
  const number = ORDER_NUMBER.exec(text);
  return number ? { kind: 'number', number: number[1]!.toUpperCase() } : { kind: 'unreadable' };
}
