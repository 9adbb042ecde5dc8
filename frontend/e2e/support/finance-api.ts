import type { ApiSession } from './ordering-api.js';

/**
 * The finance and audit API as the finance browser test reads it, straight over HTTP, to compare
 * with what the pages show (frontend/src/features/admin/finance-types.ts and audit-types.ts, and
 * features/account/wallet-types.ts, have the full shapes).
 */

type FigureName = 'orders' | 'keysSold' | 'grossSales' | 'saleDiscounts' | 'promoDiscounts' | 'tax' | 'refunds' | 'keysReplaced' | 'netRevenue' | 'walletCredits' | 'walletDebits' | 'walletLiability';
/** A row's figures by name: dollars or counts; null for none (wallets by game). */
export type ReportFigures = Record<FigureName, number | null>;

export interface ReportJson {
  asOf: { position: number };
  eventsRead: number;
  /** Each day, month or game: its label (its figures as the totals'). */
  rows: Array<{ key: string; label: string }>;
  totals: ReportFigures;
}

export interface TimelineJson {
  events: Array<{ type: string; summary: string; reason: string | null; actor: { role: string; email: string | null } }>;
}

export interface WalletHistoryJson {
  entries: Array<{ type: string; direction: 'credit' | 'debit'; amount: number; balanceAfter: number; reason: string; orderId: string | null }>;
}

/** GET finance/report with these query fields: the answer's body as it is (JSON or CSV bytes) and its headers. */
export async function financeReport(baseUrl: string, session: ApiSession, query: Record<string, string>): Promise<{ status: number; body: Buffer; headers: Headers }> {
  const response = await fetch(new URL(`/api/v1/finance/report?${new URLSearchParams(query).toString()}`, baseUrl), { headers: { authorization: `Bearer ${session.token}` } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

export async function financeReportJson(baseUrl: string, session: ApiSession, query: Record<string, string>): Promise<ReportJson> {
  const answer = await financeReport(baseUrl, session, query);
  if (answer.status !== 200) throw new Error(`GET finance/report answered ${answer.status}: ${answer.body.toString('utf8')}`);
  return JSON.parse(answer.body.toString('utf8')) as ReportJson;
}
