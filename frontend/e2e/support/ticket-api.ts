import { apiCall, type ApiSession } from './ordering-api.js';

/** POST ticket/create as the shopper: a ticket about one of their orders. */
export async function openTicketAbout(baseUrl: string, shopper: ApiSession, orderId: string, subject: string, message: string): Promise<void> {
  await apiCall(baseUrl, 'POST', 'ticket/create', { token: shopper.token, body: { subject, message, orderId } });
}
