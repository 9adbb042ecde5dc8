const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Mar 14, 2026' for an ISO time; an unreadable value is shown as it is. */
export function formatDate(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : dateFormat.format(time);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Mar 14, 2026, 3:05 PM' for an ISO time; an unreadable value is shown as it is. */
export function formatDateTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : dateTimeFormat.format(time);
}
