/**
 * How many catalogue answers API processes can have built over a window, by the answer cache's
 * rule (services/api/src/catalogue/queries/catalogue-answer-cache.ts): a kept answer is given while
 * it is younger than `maxStaleMs` (longer while the catalogue stands still), and one build per
 * answer runs at a time, so a build starts at least `maxStaleMs` after the one before. Each
 * process has its own cache. For when the counts cannot be read: the cache's counts are inside
 * each process, and /metrics does not export them.
 */
export function mostAnswersBuilt(options: { processes: number; answers: number; windowMs: number; maxStaleMs: number }): number {
  const { processes, answers, windowMs, maxStaleMs } = options;
  if (maxStaleMs <= 0) throw new Error('maxStaleMs must be positive');
  return processes * answers * (Math.floor(windowMs / maxStaleMs) + 1);
}
