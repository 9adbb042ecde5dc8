import type pg from 'pg';

interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * Statements given to `client` in the same turn of the event loop leave in ONE socket write
 * instead of one each. In pipeline mode pg writes every statement the moment it is issued, so a
 * checkout batch's four statements sent together (BEGIN, locks, reads) were four writes, a
 * projection batch's two were two. On a virtual machine a loopback write that wakes the server
 * costs tens of microseconds of the event loop's time; fewer of them is more orders per second.
 *
 * The client's socket is corked at the first statement of a turn and uncorked once the turn's
 * promise callbacks have all run: a nextTick queued from a microtask runs only after the
 * microtask queue is empty, so statements issued after an `await` of something already settled
 * still join the same write. pg's own cork/uncork around each statement nest inside.
 */
export function coalesceWrites(client: pg.Client): void {
  const socket = (client as unknown as { connection: { stream: Partial<Corkable> } }).connection.stream;
  if (typeof socket.cork !== 'function' || typeof socket.uncork !== 'function') return;
  const stream = socket as Corkable;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork();
  };
  client.query = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      stream.cork();
      queueMicrotask(() => process.nextTick(uncork));
    }
    return query(...args);
  }) as typeof client.query;
}
