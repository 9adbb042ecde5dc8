/** GET /health (services/api/src/health/health.contract.ts): whether the database answers, and each read model. */
export interface HealthAnswer {
  /** degraded: a read model is failing or stopped; down: the database does not answer (a 503). */
  status: 'ok' | 'degraded' | 'down';
  database: { status: 'up' | 'down'; kind: 'postgres' | 'pglite'; latencyMs?: number; error?: string };
  projections: ReadModelStatus[];
}

/** One projection's runner: where it stands in the event log. */
export interface ReadModelStatus {
  name: string;
  running: boolean;
  /** The last log position applied. */
  position: number;
  /** Events in the log after it. */
  lag: number;
  eventsApplied: number;
  lastError: string | null;
  thread: 'worker' | 'main';
}
