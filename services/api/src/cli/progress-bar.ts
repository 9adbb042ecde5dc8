/**
 * A one-line progress bar on stderr for long command-line runs (a terminal only: redirected, it
 * stays silent so logs do not fill with carriage returns). At most ten redraws a second.
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastDraw = 0;
  const width = 30;
  return {
    update(done: number, total: number): void {
      if (!stream.isTTY) return;
      const now = Date.now();
      if (now - lastDraw < 100 && done < total) return;
      lastDraw = now;
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(share * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    },
    done(): void {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
