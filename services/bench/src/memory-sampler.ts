/** What a sample reads: process.memoryUsage()'s resident set and the main thread's heap in use, in bytes. */
export interface MemoryReading {
  rss: number;
  heapUsed: number;
}

export interface PhaseMemory {
  phase: string;
  samples: number;
  maxRssBytes: number;
  maxHeapUsedBytes: number;
  /** The last sample of the phase. */
  endRssBytes: number;
}

export interface MemorySummary {
  intervalMs: number;
  samples: number;
  maxRssBytes: number;
  maxHeapUsedBytes: number;
  /** In the order the phases began. */
  phases: PhaseMemory[];
}

/**
 * Samples the process's memory every `intervalMs` (a timer on the main thread, unref'd), each
 * sample labelled with the phase set at the time. The API runs in the bench process, so RSS is the
 * API's and the bench's together (the load generators' worker threads and the baseline servers
 * included); heapUsed is the main thread's heap, where the API's objects live.
 */
export class MemorySampler {
  private readonly byPhase = new Map<string, PhaseMemory>();
  private timer: NodeJS.Timeout | null = null;
  private count = 0;
  private current = 'start';

  constructor(
    readonly intervalMs: number,
    private readonly read: () => MemoryReading = () => process.memoryUsage(),
  ) {}

  /** Later samples count towards `name` (a phase may be entered more than once). */
  phase(name: string): void {
    this.current = name;
    this.sample();
  }

  sample(): void {
    const { rss, heapUsed } = this.read();
    this.count += 1;
    const seen = this.byPhase.get(this.current);
    if (!seen) {
      this.byPhase.set(this.current, { phase: this.current, samples: 1, maxRssBytes: rss, maxHeapUsedBytes: heapUsed, endRssBytes: rss });
      return;
    }
    seen.samples += 1;
    seen.maxRssBytes = Math.max(seen.maxRssBytes, rss);
    seen.maxHeapUsedBytes = Math.max(seen.maxHeapUsedBytes, heapUsed);
    seen.endRssBytes = rss;
  }

  /** Samples now and every intervalMs, counting towards `phase` until another is set. */
  start(phase = this.current): this {
    this.current = phase;
    this.sample();
    this.timer ??= setInterval(() => this.sample(), this.intervalMs).unref();
    return this;
  }

  stop(): MemorySummary {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return this.summary();
  }

  summary(): MemorySummary {
    const phases = [...this.byPhase.values()].map((p) => ({ ...p }));
    return {
      intervalMs: this.intervalMs,
      samples: this.count,
      maxRssBytes: Math.max(0, ...phases.map((p) => p.maxRssBytes)),
      maxHeapUsedBytes: Math.max(0, ...phases.map((p) => p.maxHeapUsedBytes)),
      phases,
    };
  }
}
