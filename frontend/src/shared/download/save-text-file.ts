/** Hands text to the browser as a file download (a CSV of keys, for instance). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
