/** Closes what a browser test opened, last opened first; parts never opened (a failed before) are skipped. */
export async function closeAll(...parts: Array<{ close(): Promise<unknown> } | { stop(): Promise<unknown> } | undefined>): Promise<void> {
  for (const part of parts) {
    if (!part) continue;
    await ('close' in part ? part.close() : part.stop());
  }
}
