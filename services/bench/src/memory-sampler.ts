/**
 * What a sample reads, from process.memoryUsage(), in bytes: the resident set, and the main
 * thread's V8 heap (in use, and reserved), memory held outside it for JS objects (`external`:
 * Buffers and other backing stores) and of that the ArrayBuffers' (Buffers included).
 */
export interface MemoryReading {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export interface PhaseMemory {
  phase: string;
  samples: number;
  maxRssBytes: number;
  maxHeapUsedBytes: number;
  /** The last sample of the phase. */
  endRssBytes: number;
  /** The whole sample with the phase's highest RSS: what the peak was made of. */
  atPeak: MemoryReading;
}

export interface MemorySummary {
  intervalMs: number;
  samples: number;
  maxRssBytes: number;
  maxHeapUsedBytes: number;
  /** The sample with the run's highest RSS. */
  atPeak: MemoryReading;
  /** In the order the phases began. */
  phases: PhaseMemory[];
}

/**
 * Samples the process's memory every `intervalMs` (a timer on the main thread, unref'd), each
 * sample labelled with the phase set at the time. The API runs in the bench process, so RSS is the
 * API's and the bench's orchestration together (the load generators are child processes, not
 * counted); heapUsed is the main thread's heap, where the API's objects live.
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
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = this.read();
    const reading = { rss, heapUsed, heapTotal, external, arrayBuffers };
    this.count += 1;
    const seen = this.byPhase.get(this.current);
    if (!seen) {
      this.byPhase.set(this.current, { phase: this.current, samples: 1, maxRssBytes: rss, maxHeapUsedBytes: heapUsed, endRssBytes: rss, atPeak: reading });
      return;
    }
    seen.samples += 1;
    if (rss > seen.maxRssBytes) seen.atPeak = reading;
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
    const phases = [...this.byPhase.values()].map((p) => ({ ...p, atPeak: { ...p.atPeak } }));
    const peak = phases.reduce<PhaseMemory | null>((highest, p) => (!highest || p.maxRssBytes > highest.maxRssBytes ? p : highest), null);
    return {
      intervalMs: this.intervalMs,
      samples: this.count,
      maxRssBytes: peak?.maxRssBytes ?? 0,
      maxHeapUsedBytes: Math.max(0, ...phases.map((p) => p.maxHeapUsedBytes)),
      atPeak: peak ? { ...peak.atPeak } : { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 },
      phases,
    };
  }
}
