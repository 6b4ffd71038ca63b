// Liveness answers without the database; readiness asks the database and the data directory, and
// says 503 with what is not ready.
import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestServer } from '../../test/test-server.js';

describe('health checks', () => {
  const server = useTestServer();
  beforeAll(async () => {}, 60_000);

  it('/healthz answers without a database round trip, even when the database is down', async () => {
    const ping = vi.spyOn(server.ctx, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await server.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(ping).not.toHaveBeenCalled();
    } finally {
      ping.mockRestore();
    }
  });

  it('/readyz is ready when the database answers and the data directory is writable, else 503', async () => {
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: server.database.kind, dataDirectory: 'ok' });

    const ping = vi.spyOn(server.ctx, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const down = await server.app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'not ready', database: 'unreachable', dataDirectory: 'ok' });
    } finally {
      ping.mockRestore();
    }

    const access = vi.spyOn(fs.promises, 'access').mockRejectedValue(new Error('EACCES'));
    try {
      const readOnly = await server.app.inject({ url: '/readyz' });
      expect(readOnly.statusCode).toBe(503);
      expect(readOnly.json()).toEqual({
        status: 'not ready',
        database: server.database.kind,
        dataDirectory: 'not writable',
      });
    } finally {
      access.mockRestore();
    }
  });
});
