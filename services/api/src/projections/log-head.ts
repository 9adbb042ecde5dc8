import type { Queryable } from '@keyledger/event-store';

/** The position of the last event in the log (0 when it is empty): a projection's lag is counted up to it. */
export async function logHeadPosition(db: Queryable): Promise<number> {
  const head = await db.query<{ position: string | null }>('SELECT max(global_position) AS position FROM events');
  return Number(head.rows[0]?.position ?? 0);
}

/** Events in the log after a checkpoint at `position`. */
export function lagBehind(headPosition: number, position: number): number {
  return Math.max(0, headPosition - position);
}
