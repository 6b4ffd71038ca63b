// A scaled deployment on one machine, for the process test and the scale bench: `cairn serve
// --no-worker` and `cairn worker` processes, each with an empty data directory of its own, on one
// PostgreSQL (metadata and warehouses: CAIRN_TEST_DATABASE_URL) and a git server for the node models
// (test/git-server.ts), loopback only. This process seeds and inspects through an AppContext of its
// own, a process like the others.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { encodeQuery, engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { syncCatalogue } from '../access/catalogue.js';
import { createAppContext, type AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { dropEngagementWarehouse } from '../warehouse/postgres/pg-provisioning.js';
import { cairnCommand, REPO, startCairn } from './cairn-process.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from './factories.js';
import { startGitServer } from './git-server.js';

export const WAREHOUSE_SERVER = 'shared-warehouse';

export type ServerProcess = Awaited<ReturnType<typeof startCairn>>;

export interface WorkerProcess {
  pid: number;
  /** The worker's id (as runs record it), once it has started. */
  started: Promise<string>;
  exited: Promise<number | null>;
  /** What it logged so far (stdout and stderr). */
  output(): string;
  /** False once the process has ended (killed or exited). */
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/** A `cairn worker` process with `env` (and a data directory of its own), logging at info. */
export function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-worker-'));
  const child = spawn(process.execPath, cairnCommand('worker'), {
    cwd: REPO,
    env: { ...process.env, ...env, CAIRN_DATA_DIR: dataDir, CAIRN_LOG_LEVEL: 'info' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const id = output.match(/"workerId":"([^"]+)"[^\n]*run worker started/)?.[1];
      if (!id) return;
      clearInterval(timer);
      resolve(id);
    }, 50);
    child.once(
      'exit',
      (code) => (clearInterval(timer), reject(new Error(`worker exited ${code}: ${output}`))),
    );
  });
  started.catch(() => undefined);
  return {
    pid: child.pid!,
    started,
    exited,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ScaledDeployment {
  ctx: AppContext;
  database: Database;
  servers: ServerProcess[];
  workers: WorkerProcess[];
  /** The node models' git server: `remote(engagementId)` is the address a desk clones (with the credentials in it), `gitdir` its repository on disk. */
  gitServer: { remote(engagementId: string): string; gitdir(engagementId: string): string };
  startWorker(): WorkerProcess;
  /** Engagements whose warehouse is on the shared PostgreSQL, a configurer of them all (signs in with PASSWORD). */
  seedEngagements(count: number): Promise<{ engagementIds: string[]; email: string }>;
  stop(): Promise<void>;
}

export async function startScaledDeployment(options: {
  servers: number;
  workers: number;
  heartbeatSeconds: number;
  /** More settings for every process (e.g. the diagnostic pipeline, a faster orchestrator). */
  env?: Record<string, string>;
  /**
   * One data directory all the servers share (as on one machine), instead of one each; the node
   * models then live there, not on the git server.
   */
  serversDataDir?: string;
}): Promise<ScaledDeployment> {
  const adminUrl = process.env.CAIRN_TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('a scaled deployment needs CAIRN_TEST_DATABASE_URL (scripts/with-postgres.sh)');
  const credentials = { username: 'cairn', password: crypto.randomBytes(12).toString('hex') };
  const git = await startGitServer(credentials);
  const databaseName = `cairn_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const env: Record<string, string> = {
    DATABASE_URL: url.toString(),
    CAIRN_WAREHOUSE_POSTGRES_URL: adminUrl,
    CAIRN_WAREHOUSE_POSTGRES_NAME: WAREHOUSE_SERVER,
    ...(options.serversDataDir
      ? {}
      : {
          CAIRN_NODE_MODEL_GIT_URL: `${git.url}/{engagementId}.git`,
          CAIRN_NODE_MODEL_GIT_USERNAME: credentials.username,
          CAIRN_NODE_MODEL_GIT_TOKEN: credentials.password,
        }),
    CAIRN_SECRETS_KEY: crypto.randomBytes(32).toString('base64'),
    CAIRN_RUN_HEARTBEAT_SECONDS: String(options.heartbeatSeconds),
    CAIRN_RUN_POLL_MS: '100',
    CAIRN_RUN_SHUTDOWN_GRACE_SECONDS: '1',
    ...options.env,
  };
  const database = await openDatabase({ url: env.DATABASE_URL });
  await syncCatalogue(database.db);
  const ownDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-seeder-'));
  const ctx = createAppContext(
    loadConfig({ ...env, CAIRN_DATA_DIR: ownDataDir, CAIRN_LOG_LEVEL: 'silent' }),
    database,
  );
  const servers = await Promise.all(
    Array.from({ length: options.servers }, () =>
      startCairn(env, { args: ['serve', '--no-worker'], dataDir: options.serversDataDir }),
    ),
  );
  const workers: WorkerProcess[] = [];
  const addWorker = () => {
    const worker = startWorkerProcess(env);
    workers.push(worker);
    return worker;
  };
  for (let i = 0; i < options.workers; i++) addWorker();
  await Promise.all(workers.map((w) => w.started));
  const engagements: string[] = [];

  return {
    ctx,
    database,
    servers,
    workers,
    gitServer: {
      remote: (id) => {
        const address = new URL(`${git.url}/${id}.git`);
        address.username = credentials.username;
        address.password = credentials.password;
        return address.href;
      },
      gitdir: (id) => git.gitdir(`${id}.git`),
    },
    startWorker: addWorker,
    async seedEngagements(count) {
      const db = database.db;
      const tenantId = (await buildTenant(db)).id;
      const engagementIds: string[] = [];
      for (let i = 0; i < count; i++) {
        const id = (await buildEngagement(db, tenantId, { features: ['Pipelines', 'NodeModelGit'] })).id;
        await ctx.services.engagementConfigurations.appendVersion(
          db,
          id,
          'nodeModel',
          {
            nodeModelPlatformType: 'CairnGit',
            nodeModelPlatformConfiguration: {
              NodeModelRepositoryId: id,
              NodeModelSqlServerName: WAREHOUSE_SERVER,
            },
          },
          { id: null, name: 'seed' },
        );
        engagementIds.push(id);
        engagements.push(id);
      }
      const user = await buildUser(db, {
        roles: engagementIds.map((id) => ({ role: ROLE_NAMES.configurer, scope: engagementScope(id) })),
      });
      return { engagementIds, email: user.email };
    },
    async stop() {
      await Promise.all([...workers.map((w) => w.stop()), ...servers.map((s) => s.stop())]);
      await database.close();
      for (const id of engagements) await dropEngagementWarehouse(adminUrl, id).catch(() => undefined);
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${databaseName} with (force)`);
      await again.end();
      await git.stop();
      fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export { PASSWORD };

type SignedIn = Awaited<ReturnType<ServerProcess['signIn']>>;

/**
 * An engagement ready to build: its import table (through `ctx`, a process like the others) and two
 * nodes written through `client`'s server, pushed to the git server: `lines` over the import table
 * and `totals` (one row per currency, tagged with `tag`).
 */
export async function seedBuildableEngagement(
  ctx: AppContext,
  client: SignedIn,
  engagementId: string,
  tag: number,
) {
  const session = await ctx.services.warehouse.session(engagementId, new AbortController().signal);
  try {
    await session.createTableAs(
      'import',
      'payroll',
      `SELECT i AS employee_id, (i % 7) * 100 - 100 AS amount,
         CASE WHEN i % 2 = 0 THEN 'EUR' ELSE 'GBP' END AS currency FROM generate_series(1, 100) AS t(i)`,
    );
  } finally {
    await session.close();
  }
  const layer = `/api/nodeModel/engagements/${engagementId}/branches/main/layers/model`;
  await client.json('POST', `${layer}/nodes`, { name: 'lines' });
  await client.json('PUT', `${layer}/nodes/lines`, {
    query: encodeQuery('select employee_id, amount, currency from import.payroll'),
  });
  await client.json('POST', `${layer}/nodes`, { name: 'totals' });
  await client.json('PUT', `${layer}/nodes/totals`, {
    query: encodeQuery(
      `select currency, sum(amount) as total, ${tag} as engagement from model.lines group by currency`,
    ),
  });
}
