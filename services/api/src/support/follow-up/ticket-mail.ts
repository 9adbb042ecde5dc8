import { escapeHtml } from '../../identity/mail/escape-html.js';
import type { OutgoingMail } from '../../identity/mail/mailer.js';
import type { TicketStatus } from '../domain/ticket.js';

/** What a ticket mail says, as queued from the ticket's event: one reply or one status, never the conversation. */
export type TicketNews =
  | { kind: 'reply'; ticketId: string; subject: string; message: string }
  | { kind: 'status'; ticketId: string; subject: string; status: TicketStatus };

const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', 'in-progress': 'In Progress', closed: 'Closed' };

/** One line, for a mail header: the shopper's subject may hold line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The shopper's mail about the merchant's reply to, or status change of, one of their tickets. */
export function ticketMail(to: string, username: string, news: TicketNews, supportUrl: string): OutgoingMail {
  const subject = oneLine(news.subject);
  const [mailSubject, lead, body] =
    news.kind === 'reply'
      ? [`New reply to your ticket "${subject}"`, `The KeyLedger team replied to your ticket "${subject}":`, news.message]
      : [`Your ticket "${subject}" is now ${STATUS_LABELS[news.status]}`, `The KeyLedger team set your ticket "${subject}" to ${STATUS_LABELS[news.status]}.`, null];
  return {
    to,
    subject: mailSubject,
    text: `Hello ${username},\n\n${lead}\n${body === null ? '' : `\n${body}\n`}\nYour tickets: ${supportUrl}\n`,
    html:
      `<p>Hello ${escapeHtml(username)},</p><p>${escapeHtml(lead)}</p>` +
      (body === null ? '' : `<blockquote style="white-space: pre-wrap">${escapeHtml(body)}</blockquote>`) +
      `<p>Your <a href="${escapeHtml(supportUrl)}">tickets</a>.</p>`,
  };
}
