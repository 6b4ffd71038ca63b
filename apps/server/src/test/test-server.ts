// testServer(): a real Cairn app on a real database for API tests — in-memory PGlite by default, a
// fresh database on the PostgreSQL server at CAIRN_TEST_DATABASE_URL when set (CI runs both), each
// a copy of the pass's migrated template (database-template.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { engagementScope } from '@cairn/contracts';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { buildApp, type CairnApp } from '../app.js';
import { createTestDatabase } from './database-template.js';
import { useFixture } from './fixture.js';
import { buildApplication, buildEngagement, buildTenant, buildUser, PASSWORD } from './factories.js';
import { watchLogLeaks, watchSecretLeaks, type LeakedAnswer } from './secret-leak-watch.js';

export const TEST_ORIGIN = 'http://cairn.test';

export interface TestServer extends CairnApp {
  config: Config;
  database: Database;
  /** Answers that contained a test secret (secret-leak-watch.ts); close() fails when there are any. */
  secretLeaks: LeakedAnswer[];
  /** The log lines, when the server was started with `{ logs: true }`. */
  logLines: string[];
  close(): Promise<void>;
}

export async function testServer(
  env: Record<string, string> = {},
  /** Benchmarks measure Cairn as it runs: without the secret leak watch (a test's instrument). */
  options: {
    secretLeakWatch?: boolean;
    /** Log at info into logLines, watched for secrets. */ logs?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-test-'));
  const config = loadConfig({
    CAIRN_DATA_DIR: dataDir,
    CAIRN_PUBLIC_URL: TEST_ORIGIN,
    CAIRN_LOG_LEVEL: 'silent',
    CAIRN_WEB_DIR: '/nonexistent-cairn-web',
    // The suite's own OIDC, token and SFTP servers listen on this machine.
    CAIRN_OUTBOUND_ALLOW: 'loopback',
    // API tests call as fast as the process answers; request-budget.test.ts and the rate-limit API
    // test set a budget of their own.
    CAIRN_TENANT_REQUESTS_PER_SECOND: '0',
    // The suite's other worker and its Chromium compete at the same priority as the server; a test's
    // warehouse at nice 10 waited up to 30 s to start under that load. warehouse-process.test.ts
    // proves the priority itself.
    CAIRN_WAREHOUSE_NICENESS: '0',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  const secretLeaks: LeakedAnswer[] = [];
  const logLines: string[] = [];
  const built = await buildApp(options.logs ? { ...config, logLevel: 'info' } : config, database, {
    logger: false,
    logStream: options.logs ? watchLogLeaks(secretLeaks, logLines) : undefined,
    hooks: options.secretLeakWatch === false ? undefined : (app) => watchSecretLeaks(app, secretLeaks),
  });
  await built.app.ready();
  return {
    ...built,
    config,
    database,
    secretLeaks,
    logLines,
    close: async () => {
      await built.app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (secretLeaks.length > 0)
        throw new Error(`Answers contained a secret value: ${JSON.stringify(secretLeaks, null, 2)}`);
    },
  };
}

/**
 * The test server of a file or describe block: started before its tests (before the hooks declared
 * after this call) and closed after them. Read it in tests and hooks only; before it started, reading
 * it throws. (One line instead of the let / beforeAll / afterAll every API test file repeated.)
 */
export function useTestServer(...args: Parameters<typeof testServer>): TestServer {
  return useFixture(
    () => testServer(...args),
    (server) => server.close(),
  );
}

/** Cookies of a response as a `cookie` header value, plus the named ones. */
export function cookiesOf(res: LightMyRequestResponse) {
  const jar: Record<string, string> = {};
  for (const c of res.cookies) jar[c.name] = c.value;
  return jar;
}

export interface SignedInClient {
  cookie: string;
  csrf: string;
  request(
    method: string,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** A call that must succeed (2xx): its JSON answer, or an error naming the call and the answer. */
export async function requestOk<T>(
  client: SignedInClient,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await client.request(method, url, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** `origin`: the server's CAIRN_PUBLIC_URL when a test serves on a real address (the CSRF check). */
export async function signIn(
  server: CairnApp,
  email: string,
  password: string,
  origin = TEST_ORIGIN,
): Promise<SignedInClient> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/authorization/login',
    payload: { email, password },
    headers: { origin },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const jar = cookiesOf(res);
  // Behind an https public address the session cookie is `__Host-cairn_session`.
  const session = Object.keys(jar).find((name) => name.endsWith('cairn_session'))!;
  const cookie = `${session}=${jar[session]}; cairn_csrf=${jar.cairn_csrf}`;
  return {
    cookie,
    csrf: jar.cairn_csrf,
    request: (method, url, payload, headers = {}) =>
      server.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: { cookie, 'x-csrf-token': jar.cairn_csrf, origin, ...headers },
      }),
  };
}

/** A new application holding `role` at `scope`, and the bearer token it gets (client credentials). */
export async function applicationWithToken(server: TestServer, role: string, scope: string) {
  const app = await buildApplication(server.database.db, { roles: [{ role, scope }] });
  const res = await server.app.inject({
    method: 'POST',
    url: '/authorization/token',
    payload: { grant_type: 'client_credentials', client_id: app.aadObjectId, client_secret: app.secret },
  });
  if (res.statusCode !== 200) throw new Error(`token of ${app.name} refused: ${res.statusCode} ${res.body}`);
  return { app, accessToken: res.json<{ access_token: string }>().access_token };
}

/** Signs `client` out as the shell's form does: a form post with its CSRF token (`fields` appended). */
export function signOut(server: CairnApp, client: SignedInClient, fields = '') {
  return server.app.inject({
    method: 'POST',
    url: '/authorization/logout',
    headers: {
      cookie: client.cookie,
      origin: TEST_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: `csrfToken=${client.csrf}${fields}`,
  });
}

/** A new user (factories' buildUser: name, roles, …) signed in with the test password. */
export async function signInNewUser(
  server: TestServer,
  input: Parameters<typeof buildUser>[1] = {},
): Promise<SignedInClient> {
  return signIn(server, (await buildUser(server.database.db, input)).email, PASSWORD);
}

/** A new user holding `role` at `scope` (named `name`), signed in. */
export function signInWithRole(server: TestServer, role: string, scope: string, name?: string) {
  return signInNewUser(server, { name, roles: [{ role, scope }] });
}

/** A new tenant with an engagement (buildEngagement's input) and a new user (named `userName`) holding
 * `role` at the engagement, signed in. */
export async function signedInEngagement(
  server: TestServer,
  role: string,
  input: Parameters<typeof buildEngagement>[2] & { userName?: string } = {},
) {
  const db = server.database.db;
  const { userName, ...engagementInput } = input;
  const tenantId = (await buildTenant(db)).id;
  const engagement = await buildEngagement(db, tenantId, engagementInput);
  const scope = engagementScope(engagement.id);
  const user = await buildUser(db, { name: userName, roles: [{ role, scope }] });
  const client = await signIn(server, user.email, PASSWORD);
  return { tenantId, engagement, engagementId: engagement.id, user, client };
}

/** The field problems of an answer that must be a 400: `[field, key]` pairs, in order. */
export function fieldProblems(res: LightMyRequestResponse) {
  if (res.statusCode !== 400) throw new Error(`expected 400, got ${res.statusCode} ${res.body}`);
  return (res.json() as { errors: { field: string; key?: string }[] }).errors.map((e) => [e.field, e.key]);
}

/** The errors of an answer that must be a 400 (field, message and key each). */
export function fieldErrors(res: LightMyRequestResponse) {
  if (res.statusCode !== 400) throw new Error(`expected 400, got ${res.statusCode} ${res.body}`);
  return (res.json() as { errors: unknown[] }).errors;
}

/** Sends each case's body and expects its field problems (`[field, key]` pairs, in order, of a 400). */
export async function expectFieldProblems(
  send: (body: unknown) => Promise<LightMyRequestResponse>,
  cases: [body: unknown, problems: [string, string][]][],
) {
  for (const [body, problems] of cases)
    expect(fieldProblems(await send(body)), JSON.stringify(body)).toEqual(problems);
}
