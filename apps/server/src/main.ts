#!/usr/bin/env node
// The `cairn` command: serve | worker | migrate | seed --demo | admin create.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirectoryLockedError } from './db/lock.js';
import { syncCatalogue } from './access/catalogue.js';
import { describeDemo, hasAnyUser, seedDemo } from './seed/demo.js';
import { assignRole, createUser } from './seed/users.js';
import { buildApp } from './app.js';
import { missingPublicUrl } from './http/public-origin.js';
import { loggerOptions } from './http/log-redaction.js';
import { closeWithinGrace } from './http/graceful-close.js';
import { startMaintenance } from './jobs/maintenance.js';
import { startOrchestratorLoop } from './jobs/orchestrator-loop.js';
import { startRunWorker } from './jobs/run-worker.js';
import { startRbacTaskRunner } from './jobs/rbac-task-runner.js';
import { startDeploymentTaskRunner } from './jobs/deployment-task-runner.js';
import { startAutoPause } from './jobs/auto-pause.js';
import { startBrokerPoller } from './jobs/broker-poller.js';
import { FirstStartError, initialiseInChildProcess, isFirstEmbeddedStart } from './first-start.js';
import { ROLE_NAMES, PLATFORM_SCOPE } from '@cairn/contracts';

const USAGE = `Usage: cairn <command>
  serve [--no-worker]      HTTP server (API, sign-in, web app); runs the worker in-process unless --no-worker
  worker                   the background worker alone
  migrate                  apply database migrations and sync the permission catalogue
  seed --demo              create the demo organisation (only into an empty database)
  admin create --email E [--name N] [--password P]   create a platform administrator`;

async function open(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  await syncCatalogue(database.db);
  return database;
}

async function serve(config: Config, withWorker: boolean) {
  const noPublicUrl = missingPublicUrl(config);
  if (noPublicUrl) throw new ConfigError(noPublicUrl);
  if (isFirstEmbeddedStart(config)) await initialiseInChildProcess(config);
  const database = await open(config);
  if (config.seedDemo && !config.databaseUrl && !(await hasAnyUser(database.db))) {
    console.log(describeDemo(await seedDemo(database.db, config.demoPassword)));
  }
  const { app, ctx } = await buildApp(config, database);
  ctx.services.storageDrivers.openLocalStorage();
  const maintenance = withWorker
    ? startMaintenance(database.db, app.log, { loginWindowMinutes: config.login.windowMinutes })
    : undefined;
  await app.listen({ host: config.host, port: config.port });
  // After listen: every module has registered its run handlers by then.
  const runWorker = withWorker ? startRunWorker(ctx, app.log) : undefined;
  const rbacRunner = withWorker ? startRbacTaskRunner(ctx, app.log) : undefined;
  const deploymentRunner = withWorker ? startDeploymentTaskRunner(ctx, app.log) : undefined;
  const autoPause = withWorker ? startAutoPause(ctx, app.log) : undefined;
  const brokerPoller = withWorker ? startBrokerPoller(ctx, app.log) : undefined;
  const orchestratorLoop = withWorker ? startOrchestratorLoop(ctx, app.log) : undefined;
  const address =
    config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(
    `Cairn is running at ${address} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  onShutdown(async () => {
    app.log.info('shutting down: finishing requests in flight');
    // Requests in flight finish while running pipelines get their grace period (or are handed back);
    // the periodic jobs finish the tick in hand.
    await Promise.all([
      closeWithinGrace(app, config.runs.shutdownGraceSeconds),
      runWorker?.stop(),
      rbacRunner?.stop(),
      deploymentRunner?.stop(),
      maintenance?.stop(),
      autoPause?.stop(),
      brokerPoller?.stop(),
      orchestratorLoop?.stop(),
    ]);
    await database.close();
  });
}

async function worker(config: Config) {
  const database = await open(config);
  const { default: pino } = await import('pino');
  const log = pino(loggerOptions(config.logLevel));
  const maintenance = startMaintenance(database.db, log, { loginWindowMinutes: config.login.windowMinutes });
  // The app is built (not listened on) so that every module registers its run handlers as in serve.
  const { app, ctx } = await buildApp(config, database, { logger: false });
  await app.ready();
  ctx.services.storageDrivers.openLocalStorage();
  const runWorker = startRunWorker(ctx, log);
  const rbacRunner = startRbacTaskRunner(ctx, log);
  const deploymentRunner = startDeploymentTaskRunner(ctx, log);
  const autoPause = startAutoPause(ctx, log);
  const brokerPoller = startBrokerPoller(ctx, log);
  const orchestratorLoop = startOrchestratorLoop(ctx, log);
  log.info('worker started');
  onShutdown(async () => {
    await Promise.all([
      runWorker.stop(),
      rbacRunner.stop(),
      deploymentRunner.stop(),
      maintenance.stop(),
      autoPause.stop(),
      brokerPoller.stop(),
      orchestratorLoop.stop(),
    ]);
    await app.close();
    await database.close();
  });
}

function onShutdown(close: () => Promise<void>) {
  let closing = false;
  const handler = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received`);
    close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => handler('SIGTERM'));
  process.on('SIGINT', () => handler('SIGINT'));
}

/**
 * A server without a worker and a worker share nothing on local disk (docs/deploy.md): their DuckDB
 * warehouses and local storage are off unless CAIRN_WAREHOUSE_DUCKDB pins them to a directory every
 * process shares. On the embedded PGlite the data directory holds the database itself, so no other
 * process works beside this one and there is nothing to split.
 */
function sharingNothing(config: Config): Config {
  if (!config.databaseUrl) return config;
  return { ...config, warehouse: { ...config.warehouse, duckdb: config.warehouse.duckdb ?? 'off' } };
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'serve': {
      const { values } = parseArgs({ args: rest, options: { 'no-worker': { type: 'boolean' } } });
      return values['no-worker'] ? serve(sharingNothing(config), false) : serve(config, true);
    }
    case 'worker':
      return worker(sharingNothing(config));
    case 'migrate': {
      const database = await open(config);
      await database.close();
      return console.log('Database is up to date.');
    }
    case 'seed': {
      const { values } = parseArgs({ args: rest, options: { demo: { type: 'boolean' } } });
      if (!values.demo) throw new UsageError('seed needs --demo');
      const database = await open(config);
      try {
        if (await hasAnyUser(database.db))
          throw new UsageError('The database already has users; demo data goes only into an empty one.');
        console.log(describeDemo(await seedDemo(database.db, config.demoPassword)));
      } finally {
        await database.close();
      }
      return;
    }
    case 'admin': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      });
      if (positionals[0] !== 'create' || !values.email) throw new UsageError('admin create needs --email');
      const password = values.password ?? (await import('node:crypto')).randomBytes(12).toString('base64url');
      const database = await open(config);
      try {
        const user = await createUser(database.db, {
          email: values.email,
          name: values.name ?? values.email,
          password,
        });
        await assignRole(database.db, { type: 'User', id: user.id }, ROLE_NAMES.admin, PLATFORM_SCOPE);
        console.log(
          `Created platform administrator ${user.email}${values.password ? '' : ` with password ${password}`}`,
        );
      } finally {
        await database.close();
      }
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
  else if (
    err instanceof ConfigError ||
    err instanceof DataDirectoryLockedError ||
    err instanceof FirstStartError
  )
    console.error(err.message);
  else console.error(err);
  process.exit(2);
});
