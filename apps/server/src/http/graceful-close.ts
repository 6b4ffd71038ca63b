// Closing the HTTP server on SIGTERM: it stops taking connections at once and the requests in flight
// finish, but not for ever. A request that outlasts the grace period (a client that stopped sending
// its body or reading its answer) would hold the process until Node's request timeout, 300 s: past
// an orchestrator's patience (Kubernetes kills after 30 s), and that kill skips closing the database.
// So after the grace period the connections still open are closed, and shutting down goes on.
import type { FastifyInstance } from 'fastify';

export async function closeWithinGrace(app: FastifyInstance, graceSeconds: number) {
  const timer = setTimeout(() => {
    app.log.warn(
      { graceSeconds },
      'requests still in flight after the grace period: closing their connections',
    );
    app.server.closeAllConnections();
  }, graceSeconds * 1000);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
