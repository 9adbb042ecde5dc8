import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * On close, ends every connection with no request in progress at once, and each other one as soon
 * as its last answer has gone: a stop takes as long as the slowest request in flight, not a
 * connection's keep-alive timeout (Fastify's default, 72 s, chosen to outlast a balancer's idle
 * reuse).
 *
 * Node's server.close() ends idle keep-alive connections only: a connection that was opened but
 * has not sent a whole request yet (a client that gave up while connecting) counts as busy and held
 * a stop for the full 72 s. Written here because the packages that do this (http-terminator,
 * stoppable) close the server themselves, which Fastify's own close already does, after its
 * preClose hooks; this runs in one of them.
 */
export function closeQuietConnections(server: FastifyInstance): void {
  const open = new Set<Socket>();
  const inProgress = new Map<Socket, number>();
  let closing = false;
  server.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      inProgress.delete(socket);
    });
  });
  server.server.on('request', (request, response) => {
    const socket = request.socket;
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inProgress.get(socket) ?? 1) - 1;
      inProgress.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });
  server.addHook('preClose', (done) => {
    closing = true;
    for (const socket of open) if (!inProgress.get(socket)) socket.destroySoon();
    done();
  });
}
