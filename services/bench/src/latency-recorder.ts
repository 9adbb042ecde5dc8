/** Response times of the successful answers of one load run, in a growing Float64Array. */
export class LatencyRecorder {
  private latencies: Float64Array;
  private recorded = 0;

  constructor(initialCapacity = 16_384) {
    this.latencies = new Float64Array(initialCapacity);
  }

  get count(): number {
    return this.recorded;
  }

  record(ms: number): void {
    if (this.recorded === this.latencies.length) {
      const grown = new Float64Array(this.latencies.length * 2);
      grown.set(this.latencies);
      this.latencies = grown;
    }
    this.latencies[this.recorded++] = ms;
  }

  /** A copy of exactly the recorded values (its buffer can be transferred to another thread). */
  values(): Float64Array {
    return this.latencies.slice(0, this.recorded);
  }
}
