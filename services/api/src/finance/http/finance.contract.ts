import { z } from 'zod';
import { DATE_FROM_2000_PATTERN, MOMENT_PATTERN } from '../../common/contract/calendar.js';
import { dollars } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

const FigureRowSchema = z
  .object({
    key: z.string().meta({ description: 'The day (YYYY-MM-DD) or month (YYYY-MM) in the store’s time zone, or the game id' }),
    label: z.string().meta({ description: 'The day or month again, or the game’s title as its orders named it' }),
    orders: z.int().meta({ description: 'Orders placed (by game: orders with a line of the game)' }),
    keysSold: z.int(),
    grossSales: dollars().meta({ description: 'At list prices, before sale discounts' }),
    saleDiscounts: dollars(),
    promoDiscounts: dollars(),
    tax: dollars(),
    refunds: dollars().meta({ description: 'Refunded in the period (whenever the order was placed)' }),
    keysReplaced: z.int(),
    netRevenue: dollars().meta({ description: 'gross − sale discounts − promo discounts + tax − refunds: what the orders took, less refunds' }),
    walletCredits: dollars().nullable().meta({ description: 'Top-ups, admin credits and refunds to wallets; null by game' }),
    walletDebits: dollars().nullable().meta({ description: 'Wallet payments and admin debits; null by game' }),
    walletLiability: dollars().nullable().meta({ description: 'The sum of every wallet’s balance at the end of the period; null by game' }),
  })
  .meta({ id: 'FinanceFigures' });

export const FinanceReportSchema = z
  .object({
    success: z.literal(true),
    from: z.string(),
    to: z.string(),
    groupBy: z.enum(['day', 'month', 'game']),
    timeZone: z.string(),
    currency: z.literal('USD'),
    asOf: z
      .object({
        position: z.int().meta({ description: 'The last log position the report read: pass it as asOf to get this report again, exactly' }),
        time: z.string().nullable().meta({ description: 'The asOf time asked for, if any' }),
      })
      .meta({ description: 'Where in the log the report stands' }),
    eventsRead: z.int(),
    rows: z.array(FigureRowSchema).meta({ description: 'Every day or month of the period in order (empty ones included), or each game sold or refunded, by title' }),
    totals: FigureRowSchema,
  })
  .meta({ id: 'FinanceReport' });

const dayText = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD)` })
    .regex(DATE_FROM_2000_PATTERN, { error: `${name} must be a date (YYYY-MM-DD)` })
    .meta({ format: 'date', description: 'A day of the calendar, 2000 or later' });

export const MAX_REPORT_DAYS = 3_700;
/** asOf: a log position (up to 15 digits), or a moment. */
const AS_OF_PATTERN = new RegExp(`^(?:\\d{1,15}|${MOMENT_PATTERN.source.slice(1, -1)})$`);

export const financeReport = defineRoute({
  method: 'GET',
  path: 'finance/report',
  refusals: ['from must not be after to', `The period must be at most ${MAX_REPORT_DAYS} days`],
  operationId: 'getFinanceReport',
  summary: 'The books for a period, replayed from the event log, as of any moment (admin, finance)',
  description:
    'Computed by folding the events of the log, never from the read models. `from` and `to` are days in the store’s time zone, both included. `asOf` (an ISO time, or a log position) leaves out every event recorded after it, so a report can be taken again exactly as it stood then; the answer’s `asOf.position` is where this one stands. `format=csv` answers the rows and the totals as CSV.',
  tag: 'finance',
  access: 'staff',
  permission: 'finance-reports',
  query: z
    .object({
      from: dayText('from'),
      to: dayText('to'),
      groupBy: z.enum(['day', 'month', 'game'], { error: "groupBy must be 'day', 'month' or 'game'" }).optional().meta({ description: 'day when absent' }),
      asOf: z
        .string({ error: 'asOf must be an ISO time or a log position' })
        .max(40, { error: 'asOf must be an ISO time or a log position' })
        .regex(AS_OF_PATTERN, { error: 'asOf must be an ISO time or a log position' })
        .refine((text) => /^\d+$/.test(text) || Number.isFinite(Date.parse(text)), { error: 'asOf must be an ISO time or a log position' })
        .meta({ description: 'A log position, or a moment: a date, or a date and a time (the zone optional)' })
        .optional(),
      format: z.enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" }).optional(),
    })
    .refine((query) => query.from <= query.to, { error: 'from must not be after to', path: ['from'] })
    .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < MAX_REPORT_DAYS, {
      error: `The period must be at most ${MAX_REPORT_DAYS} days`,
      path: ['to'],
    }),
  success: {
    status: 200,
    description: 'The report (JSON, or CSV with format=csv)',
    body: FinanceReportSchema,
    alternative: { contentType: 'text/csv', body: z.string().meta({ description: 'A header line, a line per row, and a totals line; amounts in dollars with two decimals' }) },
  },
  errors: { 400: 'Bad parameters: from after to, an unknown groupBy, an unreadable date, or an asOf beyond the end of the log' },
});
