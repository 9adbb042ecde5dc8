/** The first `count` words of a text, with '...' when it was longer. */
export function truncateWords(text: string | null | undefined, count: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}
