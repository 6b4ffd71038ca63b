// What a problem answer may say: Cairn's own words and Fastify's request errors; never a library's
// message, a stack or a server path (those go to the log, under the answer's errorId).
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { freePort } from '../test/free-port.js';
import { fromPostgres } from '../warehouse/postgres/pg-errors.js';
import { registerErrorHandling } from './errors.js';
import { notFound } from './problem.js';

describe('problem answers', () => {
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } } });

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/library', () => {
      throw new Error("ENOENT: no such file or directory, open '/srv/cairn/data/storage/e1/main/x'");
    });
    // What @azure/storage-blob's RestError looks like: a status code of its own and a chatty message.
    r.get('/library-404', () => {
      throw Object.assign(
        new Error('The specified blob does not exist.\nRequestId:42\nTime:2026 /srv/cairn/data'),
        { statusCode: 404, code: 'BlobNotFound' },
      );
    });
    r.get('/ours', () => {
      throw notFound('This folder does not exist.');
    });
    // A PostgreSQL that is down (nothing listens on the port), through drizzle as the services query.
    const stopped = new pg.Pool({ connectionString: `postgres://cairn@127.0.0.1:${await freePort()}/cairn` });
    r.get('/metadata-down', () => drizzle({ client: stopped }).execute(sql`select 1`));
    // What a fast shutdown (pg_ctl stop -m fast, a restart) sends each session it ends.
    r.get('/metadata-shutdown', () => {
      throw Object.assign(
        new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'),
        { code: '57P01' },
      );
    });
    r.get('/warehouse-lost', () => {
      throw fromPostgres(new Error('Connection terminated unexpectedly'));
    });
    r.post('/validated', { schema: { body: z.object({ name: z.string().min(3) }) } }, () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unexpected error with 500, a generic detail and the errorId; the error itself only in the log', async () => {
    const res = await app.inject({ method: 'GET', url: '/library' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred.',
      errorId: expect.any(String),
    });
    expect(res.body).not.toMatch(/srv|ENOENT|at /);
    const line = logged.find((l) => l.includes(body.errorId));
    expect(line).toContain('ENOENT');
    expect(line).toContain('"stack"');
  });

  it("keeps a library error's client status but not its words", async () => {
    const res = await app.inject({ method: 'GET', url: '/library-404' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Not Found: the request could not be processed.');
    expect(res.body).not.toMatch(/RequestId|srv|blob/i);
    expect(logged.find((l) => l.includes(res.json().errorId))).toContain('RequestId:42');
  });

  it('answers a database that cannot be reached with 503, its code and Retry-After, not a 500', async () => {
    for (const url of ['/metadata-down', '/metadata-shutdown', '/warehouse-lost']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      const body = res.json();
      expect(body, url).toMatchObject({
        title: 'Service Unavailable',
        code: 'databaseUnavailable',
        detail: expect.stringMatching(/cannot be reached.*Try again in 5 seconds/),
      });
      // The driver's words (an address, a port) stay in the log, under the answer's errorId.
      expect(res.body, url).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|terminat/);
      expect(logged.find((l) => l.includes(body.errorId))).toBeDefined();
    }
  });

  it("says Cairn's own problems, Fastify's request errors and validation as they are", async () => {
    expect((await app.inject({ method: 'GET', url: '/ours' })).json()).toMatchObject({
      status: 404,
      detail: 'This folder does not exist.',
      code: 'notFound',
    });
    const broken = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    const invalid = await app.inject({ method: 'POST', url: '/validated', payload: { name: 'ab' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'validation',
      errors: [{ field: 'name', message: expect.any(String) }],
    });
    // No stack frame (`at file:line:column`) and no source path in the answer.
    expect(invalid.body).not.toMatch(/\bat \S+:\d+:\d+|\/src\//);
  });
});
