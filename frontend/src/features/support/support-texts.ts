/** The customer's support messages, as the spec writes them (sections 2 and 8). */
export const SUPPORT_TEXTS = {
  title: 'Customer Support',
  subtitle: 'Questions about an order or a key? Open a ticket and our team answers here.',
  loadFailed: 'Failed to load tickets. Please try again later.',
  createFailed: 'Failed to create ticket. Please try again later.',
  replyFailed: 'Failed to send reply. Please try again later.',
  closeFailed: 'Failed to close ticket. Please try again later.',
  created: 'Ticket created successfully',
  replied: 'Reply sent successfully',
  closedToast: 'Ticket closed',
  closeConfirm: "Are you sure you want to close this ticket? This action cannot be undone. Once closed, you won't be able to add new replies.",
  signedOutTitle: 'Login to Continue',
  signedOutBody: 'Sign in to open support tickets and follow their replies.',
  noTickets: 'No tickets here yet.',
  pickTicket: 'Select a ticket to see its messages.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;
