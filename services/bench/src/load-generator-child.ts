/**
 * The child side of load-generator-process.ts: the parent's requests to `handle`, one message
 * each, and `answer` for what goes back. The child leaves as soon as the IPC channel closes: when
 * the parent closes it, and when the parent ends in any way (a crash or a kill included), so no
 * load generator outlives its bench.
 */
export function serveParent<Request>(handle: (request: Request) => void): void {
  if (!process.send) return; // imported, not forked: nothing to serve
  process.on('disconnect', () => process.exit(0));
  process.on('message', (request) => handle(request as Request));
}

export function answerParent(answer: unknown): void {
  process.send!(answer);
}
