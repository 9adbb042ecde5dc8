import type pg from 'pg';

/** What one client checkout from a pool sent and received, in order. */
export interface ClientSession {
  /** Everything written to the socket, as latin1 text (statement texts are readable in it). */
  sent: string;
  /** 'w' per socket write, 'r' per chunk read. */
  timeline: ('w' | 'r')[];
}

interface SocketLike {
  write: (...args: unknown[]) => boolean;
  prependListener(event: 'data', listener: () => void): unknown;
  off(event: 'data', listener: () => void): unknown;
}

/**
 * Round trips to the database: how many times a client wrote and then waited for an answer
 * (a read after writes). Statements pipelined together count once.
 */
export function roundTrips(session: ClientSession): number {
  return session.timeline.filter((event, i) => event === 'r' && session.timeline[i - 1] === 'w').length;
}

/**
 * Records the socket traffic of every client checked out of `pool` (pool.connect) until `stop`.
 * For tests that count round trips: the statements a transaction sends together must share one.
 */
export function recordClientSessions(pool: pg.Pool): { sessions: ClientSession[]; stop(): void } {
  const sessions: ClientSession[] = [];
  const restores: Array<() => void> = [];
  const onAcquire = (client: pg.PoolClient) => {
    const socket = (client as unknown as { connection: { stream: SocketLike } }).connection.stream;
    const session: ClientSession = { sent: '', timeline: [] };
    sessions.push(session);
    const write = socket.write;
    socket.write = function (this: SocketLike, ...args: unknown[]) {
      session.timeline.push('w');
      if (Buffer.isBuffer(args[0])) session.sent += args[0].toString('latin1');
      return write.apply(this, args);
    };
    const onData = () => session.timeline.push('r');
    // Ahead of pg's own listener, which may write the next queued statement while handling the chunk.
    socket.prependListener('data', onData);
    const restore = () => {
      socket.write = write;
      socket.off('data', onData);
      pool.off('release', onRelease);
    };
    const onRelease = (_error: unknown, released: pg.PoolClient) => {
      if (released === client) restore();
    };
    pool.on('release', onRelease);
    restores.push(restore);
  };
  pool.on('acquire', onAcquire);
  return {
    sessions,
    stop() {
      pool.off('acquire', onAcquire);
      restores.forEach((restore) => restore());
    },
  };
}
