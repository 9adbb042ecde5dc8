/**
 * The projection worker thread's entry (see ProjectionWorker): runs the host's projections on a
 * pool of its own, woken by the host's appends (forwarded as messages) and by other processes'
 * NOTIFYs, and reports every checkpoint move back to the host.
 */
import { EventEmitter } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { openServerPool } from '../../db/open-database.js';
import { EventStore } from '../../event-store.js';
import type { LocalAppendSignals } from '../log-wakeups.js';
import { ProjectionRunnerGroup } from '../projection-runner-group.js';
import { loadCodec, loadProjection, loadUpcasters } from './projection-source.js';
import type { FromProjectionWorker, ProjectionWorkerData, ToProjectionWorker } from './worker-messages.js';

if (!parentPort) throw new Error('projection-worker.js runs as a worker thread (see ProjectionWorker)');
const port = parentPort;
const data = workerData as ProjectionWorkerData;
const post = (message: FromProjectionWorker) => port.postMessage(message);
const reportError = (error: unknown, projection: string | null) => {
  const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
  post({ type: 'error', projection, message, stack });
};

/** The host's appends, as the messages that announce them. */
class HostAppends extends EventEmitter implements LocalAppendSignals {
  readonly notifierId = data.notifierId;
  onAppended(listener: () => void): () => void {
    this.on('appended', listener);
    return () => this.off('appended', listener);
  }
}

const pool = openServerPool(data.connectionString, data.poolSize);
const hostAppends = new HostAppends();
// Top-level await: the worker's store must read events as the host's does before any runner starts.
const upcasters = data.upcasters ? await loadUpcasters(data.upcasters) : [];
const codec = data.codec ? await loadCodec(data.codec) : undefined;
const group: ProjectionRunnerGroup = new ProjectionRunnerGroup({
  store: new EventStore(pool, { upcasters, ...(codec ? { codec } : {}) }),
  localAppends: hostAppends,
  listenPool: pool,
  runner: {
    ...data.runner,
    onError: reportError,
    onProgress: (status) => post({ type: 'progress', status, batches: group.batchStats() }),
  },
  onListenError: (error) => reportError(error, null),
});
let stopping: Promise<void> | null = null;

port.on('message', (message: ToProjectionWorker) => {
  if (message.type === 'appended') hostAppends.emit('appended');
  else if (message.type === 'stop') void stop();
});

async function start(): Promise<void> {
  const projections = await Promise.all(
    data.projections.map(async ({ name, source }) => {
      const projection = await loadProjection(source);
      if (projection.name !== name) throw new Error(`${source.module} exports ${source.exportName} as projection ${projection.name}, not ${name}`);
      return projection;
    }),
  );
  projections.forEach((projection) => group.add(projection));
  await group.start();
  post({ type: 'started', statuses: group.statuses() });
}

/** Stops after the batches in progress, stores the checkpoints, and lets the thread end. */
function stop(): Promise<void> {
  stopping ??= (async () => {
    await group.stop();
    await pool.end();
    post({ type: 'stopped', statuses: group.statuses() });
    port.close();
  })();
  return stopping;
}

start().catch((error: unknown) => {
  reportError(error, null);
  // Nothing runs without the runners: end the thread, and the host starts a new one later.
  void stop().finally(() => process.exit(1));
});
