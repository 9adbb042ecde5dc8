/**
 * Shows enough of an address to recognise it: the first two characters of the name, then
 * asterisks, then the domain ('sh***@keyledger.local'). A one-letter name keeps its letter.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  const visible = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${visible}***${email.slice(at)}`;
}
