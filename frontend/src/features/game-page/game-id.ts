/** The route's id as a game id: digits only, a positive safe integer; else null (Game Not Found). */
export function parseGameId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
