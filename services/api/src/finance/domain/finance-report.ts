import type { RecordedEvent } from '@keyledger/event-store';
import type { KeyRefunded, KeyReplaced, OrderPlaced } from '../../ordering/domain/order.events.js';
import { splitTotal } from '../../refunds/domain/refund-split.js';
import type { WalletEvent } from '../../wallet/domain/wallet.events.js';
import { daysFrom, monthsFrom, ZonedCalendar } from './zoned-calendar.js';

export type ReportGrouping = 'day' | 'month' | 'game';

export interface ReportPeriod {
  /** Local days (YYYY-MM-DD) in `timeZone`, both included. */
  from: string;
  to: string;
  groupBy: ReportGrouping;
  timeZone: string;
}

/** Integer cents and counts of one row (a day, a month, a game) or of the whole period. */
export interface Figures {
  orders: number;
  keysSold: number;
  grossCents: number;
  saleDiscountCents: number;
  promoDiscountCents: number;
  taxCents: number;
  refundCents: number;
  keysReplaced: number;
  walletCreditCents: number;
  walletDebitCents: number;
}

export interface ReportRow extends Figures {
  key: string;
  label: string;
  /** gross − sale discounts − promo discounts + tax − refunds. */
  netRevenueCents: number;
  /** Sum of every wallet's balance at the end of the row's period; null by game. */
  walletLiabilityCents: number | null;
}

export interface FinanceReport {
  period: ReportPeriod;
  rows: ReportRow[];
  totals: ReportRow;
  eventsRead: number;
}

/** The event types the report reads; every other is passed over. */
export const REPORT_EVENT_TYPES = ['OrderPlaced', 'KeyRefunded', 'KeyReplaced', 'WalletCredited', 'WalletDebited', 'WalletRefunded'] as const;

const noFigures = (): Figures => ({
  orders: 0,
  keysSold: 0,
  grossCents: 0,
  saleDiscountCents: 0,
  promoDiscountCents: 0,
  taxCents: 0,
  refundCents: 0,
  keysReplaced: 0,
  walletCreditCents: 0,
  walletDebitCents: 0,
});

/**
 * The finance report as a fold over the log: `apply` each event in log order (upcast to its
 * newest version), then `result`. Pure: the same events give the same report, whatever reads
 * them (the API, the command line, a test) and however they are batched.
 *
 * Every figure counts in the local day its event was recorded on: a refund in the period counts
 * whenever its order was placed, as the dashboard counts it. Wallet liability needs the whole
 * log before the period too, so wallet movements are summed per day from the beginning.
 */
export class FinanceReportFold {
  private readonly calendar: ZonedCalendar;
  /** Day or month → figures (day and month groupings). */
  private readonly byPeriod = new Map<string, Figures>();
  /** Game id → figures and the title its events named (game grouping). */
  private readonly byGame = new Map<number, { title: string; figures: Figures }>();
  private readonly totals = noFigures();
  /** Net wallet movement (credits − debits) per local day, from the start of the log up to `to`. */
  private readonly walletNetByDay = new Map<string, number>();
  private eventsRead = 0;

  constructor(readonly period: ReportPeriod) {
    this.calendar = new ZonedCalendar(period.timeZone);
  }

  apply(event: RecordedEvent): void {
    this.eventsRead += 1;
    const at = Date.parse(event.metadata.recordedAt);
    const day = this.calendar.dayOf(at);
    if (day > this.period.to) return;
    switch (event.type) {
      case 'WalletCredited':
      case 'WalletRefunded':
      case 'WalletDebited':
        this.wallet(event as unknown as WalletEvent, day);
        return;
      case 'OrderPlaced':
        if (day >= this.period.from) this.order((event as unknown as OrderPlaced).data, day);
        return;
      case 'KeyRefunded':
        if (day >= this.period.from) this.refund((event as unknown as KeyRefunded).data, day);
        return;
      case 'KeyReplaced':
        if (day >= this.period.from) this.replacement((event as unknown as KeyReplaced).data, day);
        return;
      default:
    }
  }

  result(): FinanceReport {
    const { groupBy, from, to } = this.period;
    let rows: ReportRow[];
    if (groupBy === 'game') {
      rows = [...this.byGame]
        .map(([gameId, { title, figures }]) => row(String(gameId), title, figures, null))
        .sort((a, b) => a.label.localeCompare(b.label, 'en') || Number(a.key) - Number(b.key));
    } else {
      const liabilityAtEnd = this.liabilityAtEndOf(groupBy === 'day' ? daysFrom(from, to) : monthsFrom(from, to));
      rows = [...liabilityAtEnd].map(([key, liability]) => row(key, key, this.byPeriod.get(key) ?? noFigures(), liability));
    }
    const liability = this.liabilityThrough(to);
    return { period: this.period, rows, totals: row('total', 'Total', this.totals, liability), eventsRead: this.eventsRead };
  }

  private order(placed: OrderPlaced['data'], day: string): void {
    const figures = [this.totals, this.periodFigures(day)];
    const keys = placed.lines.reduce((sum, line) => sum + line.quantity, 0);
    const gross = placed.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    for (const f of figures) {
      f.orders += 1;
      f.keysSold += keys;
      f.grossCents += gross;
      f.saleDiscountCents += gross - placed.subtotalCents;
      f.promoDiscountCents += placed.promoDiscountCents;
      f.taxCents += placed.taxCents;
    }
    if (this.period.groupBy !== 'game') return;
    // By game: each line with its share of the order's tax and promo discount (the refund split's rule).
    const weights = placed.lines.map((line, i) => ({ keyId: String(i), gameId: line.gameId, unitPriceCents: line.lineTotalCents }));
    const taxShares = splitTotal(placed.taxCents, weights);
    const promoShares = splitTotal(placed.promoDiscountCents, weights);
    const counted = new Set<number>();
    placed.lines.forEach((line, i) => {
      const f = this.gameFigures(line.gameId, line.title);
      if (!counted.has(line.gameId)) f.orders += 1;
      counted.add(line.gameId);
      f.keysSold += line.quantity;
      f.grossCents += line.priceCents * line.quantity;
      f.saleDiscountCents += line.priceCents * line.quantity - line.lineTotalCents;
      f.taxCents += taxShares.get(String(i)) ?? 0;
      f.promoDiscountCents += promoShares.get(String(i)) ?? 0;
    });
  }

  private refund(refunded: KeyRefunded['data'], day: string): void {
    for (const f of this.touched(day, refunded.gameId, refunded.title)) f.refundCents += refunded.amountCents;
  }

  private replacement(replaced: KeyReplaced['data'], day: string): void {
    for (const f of this.touched(day, replaced.gameId, replaced.title)) f.keysReplaced += 1;
  }

  private wallet(event: WalletEvent, day: string): void {
    const credit = event.type !== 'WalletDebited';
    const amount = event.data.amountCents;
    this.walletNetByDay.set(day, (this.walletNetByDay.get(day) ?? 0) + (credit ? amount : -amount));
    if (day < this.period.from) return;
    const figures = this.period.groupBy === 'game' ? [this.totals] : [this.totals, this.periodFigures(day)];
    for (const f of figures) {
      if (credit) f.walletCreditCents += amount;
      else f.walletDebitCents += amount;
    }
  }

  /** The totals and the row an event of `day` about a game counts in. */
  private touched(day: string, gameId: number, title: string): Figures[] {
    return [this.totals, this.period.groupBy === 'game' ? this.gameFigures(gameId, title) : this.periodFigures(day)];
  }

  private periodFigures(day: string): Figures {
    const key = this.period.groupBy === 'month' ? day.slice(0, 7) : day;
    let figures = this.byPeriod.get(key);
    if (!figures) this.byPeriod.set(key, (figures = noFigures()));
    return figures;
  }

  private gameFigures(gameId: number, title: string): Figures {
    let entry = this.byGame.get(gameId);
    if (!entry) this.byGame.set(gameId, (entry = { title, figures: noFigures() }));
    return entry.figures;
  }

  /** The liability at the end of each period (days or months, in order). */
  private liabilityAtEndOf(periods: readonly string[]): Map<string, number> {
    const days = [...this.walletNetByDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const result = new Map<string, number>();
    let running = 0;
    let next = 0;
    for (const period of periods) {
      // A month's key (YYYY-MM) sorts before its days; its end is every day that starts with it.
      const endsAfter = (day: string) => (period.length === 7 ? day.slice(0, 7) > period : day > period);
      while (next < days.length && !endsAfter(days[next]![0])) running += days[next++]![1];
      result.set(period, running);
    }
    return result;
  }

  private liabilityThrough(day: string): number {
    let sum = 0;
    for (const [d, net] of this.walletNetByDay) if (d <= day) sum += net;
    return sum;
  }
}

function row(key: string, label: string, figures: Figures, walletLiabilityCents: number | null): ReportRow {
  const netRevenueCents = figures.grossCents - figures.saleDiscountCents - figures.promoDiscountCents + figures.taxCents - figures.refundCents;
  return { key, label, ...figures, netRevenueCents, walletLiabilityCents };
}
