/** Who revealed or downloaded a game's keys (GET store/games/{gameId}/keys/access; services/api: key-access.contract.ts). */
export interface KeyAccessEntry {
  position: number;
  /** ISO time. */
  at: string;
  action: 'revealed' | 'exported';
  /** The key revealed, by id and masked; null for an export. */
  keyId: string | null;
  masked: string | null;
  /** How many keys an export handed out; null for a reveal. */
  count: number | null;
  /** e-mail and username are null for a deleted account. */
  admin: { id: string; email: string | null; username: string | null };
}

export interface KeyAccessAnswer {
  success: true;
  entries: KeyAccessEntry[];
  total: number;
  page: number;
  limit: number;
}
