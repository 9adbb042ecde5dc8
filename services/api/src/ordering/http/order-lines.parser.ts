import { BadRequestError } from '../../common/app-errors.js';
import type { OrderItem } from '../commands/place-order.command.js';
import { MAX_ORDER_LINES, MAX_QUANTITY } from './dto/create-order.dto.js';

const isWhole = (value: unknown, min: number, max: number): value is number => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** `games: [{ gameId, quantity }]` of an order, strictly: the first problem is the answer. */
export function parseOrderLines(raw: unknown): OrderItem[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new BadRequestError('Your cart is empty');
  if (raw.length > MAX_ORDER_LINES) throw new BadRequestError(`At most ${MAX_ORDER_LINES} games per order`);
  return raw.map((line: { gameId?: unknown; quantity?: unknown } | null) => {
    if (!line || !isWhole(line.gameId, 1, 2_147_483_647)) throw new BadRequestError('Invalid game id');
    if (!isWhole(line.quantity, 1, MAX_QUANTITY)) throw new BadRequestError(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
    return { gameId: line.gameId, quantity: line.quantity };
  });
}
