import type { Database, EventStore } from '@keyledger/event-store';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CatalogueAnswerCache } from '../catalogue/queries/catalogue-answer-cache.js';
import type { ProjectionsService } from '../projections/projections.service.js';
import { logHeadPosition } from '../projections/log-head.js';

/** Seconds: from a cached read (sub-millisecond) to a slow command under load. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The store's Prometheus metrics (prom-client), one registry per application: Node's own (event-loop
 * delay, memory, GC, handles, under `keyledger_`), every API request by route template and status,
 * the events appended, and, read when scraped, each projection's lag, the database pool and, with
 * Kafka, the relay's and the topic's lag. docs/operations.md says what each should look like.
 */
export class StoreMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly appendedEvents: Counter;
  private readonly appends: Counter;

  constructor(store: EventStore, db: Database, projections: ProjectionsService, answerCache: CatalogueAnswerCache) {
    collectDefaultMetrics({ register: this.registry, prefix: 'keyledger_' });
    this.requests = new Histogram({
      name: 'keyledger_http_request_duration_seconds',
      help: 'API requests by method, route template and status, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.appends = new Counter({ name: 'keyledger_event_appends_total', help: 'Appends to the event log committed by this process', registers: [this.registry] });
    this.appendedEvents = new Counter({ name: 'keyledger_events_appended_total', help: 'Events this process appended to the log', registers: [this.registry] });
    const appendDuration = new Histogram({
      name: 'keyledger_event_append_duration_seconds',
      help: 'How long appends to the event log took in this process (their statements; inside a command’s transaction, without its commit)',
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    store.onAppendTimed((seconds) => appendDuration.observe(seconds));
    store.onAppended((result) => {
      this.appends.inc();
      this.appendedEvents.inc(result.positions.length);
    });
    // Read when scraped, once for the four gauges below (a scrape starts every collect before any
    // ends, so they share the reading), so a scrape shows the store as it is and costs nothing between scrapes.
    let reading: Promise<StoreReading> | null = null;
    const read = () => (reading ??= readStore(store, projections).finally(() => (reading = null)));
    new Gauge({
      name: 'keyledger_projection_lag_events',
      help: 'Events in the log a projection has not applied yet',
      labelNames: ['projection'],
      registers: [this.registry],
      async collect() {
        for (const projection of (await read()).projections) this.set({ projection: projection.name }, projection.lag);
      },
    });
    new Gauge({
      name: 'keyledger_log_head_position',
      help: 'The log’s last position',
      registers: [this.registry],
      async collect() {
        this.set((await read()).head);
      },
    });
    new Gauge({
      name: 'keyledger_kafka_relay_lag_events',
      help: 'With Kafka: events of the log the relay has not published yet',
      registers: [this.registry],
      async collect() {
        const { kafka } = await read();
        if (kafka) this.set(kafka.relay.lag);
      },
    });
    new Gauge({
      name: 'keyledger_kafka_topic_lag_records',
      help: 'With Kafka: records on the topic the projectors have not consumed yet',
      registers: [this.registry],
      async collect() {
        const { kafka } = await read();
        if (kafka) this.set(kafka.topicLag ?? 0);
      },
    });
    new Gauge({
      name: 'keyledger_db_pool_connections',
      help: 'The API’s database pool: connections open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, db.pool.totalCount);
        this.set({ state: 'idle' }, db.pool.idleCount);
        this.set({ state: 'waiting' }, db.pool.waitingCount);
      },
    });
    // The cache counts by itself; a scrape adds what it counted since the last one.
    let counted = { hits: 0, builds: 0, joined: 0 };
    new Counter({
      name: 'keyledger_catalogue_answers_total',
      help: 'Public catalogue answers by where they came from: hit (a kept answer), build (a query), joined (waited for a build under way)',
      labelNames: ['source'],
      registers: [this.registry],
      collect() {
        const now = answerCache.counts();
        this.inc({ source: 'hit' }, now.hits - counted.hits);
        this.inc({ source: 'build' }, now.builds - counted.builds);
        this.inc({ source: 'joined' }, now.joined - counted.joined);
        counted = { ...now };
      },
    });
  }

  /** One API request answered. `route`: the route's template (`/api/v1/order/{id}`), never the raw URL (ids would explode the labels). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

interface StoreReading {
  head: number;
  projections: { name: string; lag: number }[];
  kafka: Awaited<ReturnType<ProjectionsService['kafkaHealth']>>;
}

async function readStore(store: EventStore, projections: ProjectionsService): Promise<StoreReading> {
  const head = await logHeadPosition(store.pool);
  const kafka = await projections.kafkaHealth(head);
  return { head, projections: await projections.health(head, kafka), kafka };
}
