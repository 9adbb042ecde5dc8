import { z } from 'zod';
import { dollars, isoTime } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

/** `month` (1–12) and `year` of a monthly figure; both default to the current month in the server's time zone. */
const monthQuery = z.object({
  month: z
    .string({ error: 'month must be a whole number from 1 to 12' })
    .regex(/^(0?[1-9]|1[0-2])?$/, { error: 'month must be a whole number from 1 to 12' })
    .optional()
    .transform((text) => (text ? Number(text) : undefined))
    .meta({ description: '1 to 12; the current month when absent', examples: ['11'] }),
  year: z
    .string({ error: 'year must be a year from 2000 to 2100' })
    .regex(/^(20\d\d|2100)?$/, { error: 'year must be a year from 2000 to 2100' })
    .optional()
    .transform((text) => (text ? Number(text) : undefined))
    .meta({ description: 'The current year when absent', examples: ['2026'] }),
});

const percentChange = () =>
  z
    .number()
    .nullable()
    .meta({ description: 'Against the month before, in percent with one decimal; null (new) when the month before had none and this one has some, 0 when neither has' });

export const orderCount = defineRoute({
  method: 'GET',
  path: 'order/getCount',
  operationId: 'getOrderCount',
  summary: 'Orders placed in a month, and the change against the month before (admin)',
  tag: 'dashboard',
  access: 'staff',
  permission: 'dashboard',
  query: monthQuery,
  success: { status: 200, description: 'The count', body: z.object({ success: z.literal(true), count: z.int().min(0), percentageChange: percentChange() }) },
});

export const orderRevenue = defineRoute({
  method: 'GET',
  path: 'order/revenue',
  operationId: 'getRevenue',
  summary: 'Revenue of a month: what its orders took, less what was refunded (admin)',
  tag: 'dashboard',
  access: 'staff',
  permission: 'dashboard',
  query: monthQuery,
  success: { status: 200, description: 'The revenue', body: z.object({ success: z.literal(true), totalRevenue: dollars(), percentageChange: percentChange() }) },
});

export const weeklySales = defineRoute({
  method: 'GET',
  path: 'order/getWeeklySale',
  operationId: 'getWeeklySales',
  summary: "Orders per day of the current week, Monday to Sunday, in the server's time zone (admin)",
  tag: 'dashboard',
  access: 'staff',
  permission: 'dashboard',
  success: {
    status: 200,
    description: 'Seven days',
    body: z.object({
      success: z.literal(true),
      timeZone: z.string().meta({ examples: ['Europe/Paris'] }),
      data: z.array(z.object({ day: z.enum(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']), date: z.string().meta({ format: 'date' }), count: z.int().min(0) })).length(7),
    }),
  },
});

/** An order as the admin's views show it (the spec's Order (admin view)). */
export const AdminOrderSchema = z
  .object({
    _id: z.string().meta({ format: 'uuid' }),
    user: z.object({ id: z.string(), email: z.string().nullable().meta({ description: 'null for a deleted account' }) }),
    createdAt: isoTime(),
    status: z.string().meta({ examples: ['Completed'] }),
    totalAmount: dollars(),
    paymentInfo: z.object({ method: z.string(), transactionId: z.string() }),
    games: z.array(z.object({ gameId: z.int(), title: z.string(), price: dollars(), quantity: z.int() })),
  })
  .meta({ id: 'AdminOrder' });

export const recentOrders = defineRoute({
  method: 'GET',
  path: 'order/getRecentOrders',
  operationId: 'getRecentOrders',
  summary: 'The latest orders, newest first (admin)',
  tag: 'dashboard',
  access: 'staff',
  permission: 'dashboard',
  query: z.object({
    limit: z
      .string({ error: 'limit must be a whole number from 1 to 50' })
      .regex(/^([1-9]|[1-4]\d|50)?$/, { error: 'limit must be a whole number from 1 to 50' })
      .optional()
      .transform((text) => (text ? Number(text) : 5))
      .meta({ description: '1 to 50; 5 when absent' }),
  }),
  success: { status: 200, description: 'The orders', body: z.object({ success: z.literal(true), orders: z.array(AdminOrderSchema) }) },
});
