/**
 * The file name a Content-Disposition header gives (`attachment; filename="report.csv"`, or the
 * RFC 6266 `filename*=UTF-8''…` form), without any folder part; the fallback when there is none.
 */
export function fileNameFrom(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  let name = plain?.[1] ?? plain?.[2];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name, if any, stands.
    }
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}
