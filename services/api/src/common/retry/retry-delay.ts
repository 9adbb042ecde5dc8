/** How long to wait before the next try after `attempts` failed ones: 1 s, doubling, at most 5 minutes. */
export const retryDelaySeconds = (attempts: number): number => Math.min(300, 2 ** Math.max(0, attempts - 1));
