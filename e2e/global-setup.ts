// Starts the BUILT Cairn server for the end-to-end tests: `node apps/server/dist/main.js serve` from
// the repository root on a fresh temporary data directory (embedded PGlite, demo data seeded on first
// start), and waits until GET /healthz answers 200. Its output goes to <outputDir>/server.log. Cairn
// sends e-mail to a real SMTP server started here, which files each mail in a folder the tests read
// (support/smtp-server.ts). global-teardown.ts stops both and removes the data directory and mailbox.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { fileMailsIn, startSmtpServer, type TestSmtpServer } from './support/smtp-server.js';

export const DEMO_PASSWORD = 'Demo-password-1';
const READY_TIMEOUT_MS = 60_000;

export interface E2eServer {
  child: ChildProcess;
  dataDir: string;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

declare global {
  var __cairnE2eServer: E2eServer | undefined;
  var __cairnE2eSmtp: TestSmtpServer | undefined;
}

const SMTP_ACCOUNT = { user: 'cairn-e2e', password: 'smtp-e2e-password-1' };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function tail(file: string, lines = 80): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

class PortTakenError extends Error {}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const project = config.projects[0];
  const configuredBaseURL = project?.use.baseURL;
  if (!configuredBaseURL) throw new Error('e2e: use.baseURL is not set in playwright.config.ts');
  let port = Number(new URL(configuredBaseURL).port);
  // playwright.config.ts sets CAIRN_E2E_PORT_AUTO when it chose the port itself: then a port taken by
  // a concurrent run in the meantime is replaced by the next free one (the workers, started after
  // global setup, evaluate the config again with the updated CAIRN_E2E_PORT).
  const portIsOurs = process.env.CAIRN_E2E_PORT_AUTO === '1';

  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) {
    throw new Error(`e2e: ${path.relative(repoRoot, main)} does not exist: build first (npm run build)`);
  }
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.warn('e2e: apps/web/dist/index.html does not exist: the web app is not built (npm run build)');
  }

  fs.mkdirSync(project.outputDir, { recursive: true });
  const logFile = path.join(project.outputDir, 'server.log');
  // Workers are started after global setup and inherit the mailbox's folder.
  const mailbox = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-mail-'));
  process.env.CAIRN_E2E_MAILBOX = mailbox;
  globalThis.__cairnE2eSmtp = await startSmtpServer(SMTP_ACCOUNT, fileMailsIn(mailbox));

  for (let attempt = 1; ; attempt++) {
    try {
      // Make sure it is our server that answers on the port, not one left behind by another run.
      if (!(await portIsFree(port))) throw new PortTakenError(`e2e: port ${port} on 127.0.0.1 is in use`);
      await startServer(main, port, logFile);
      return;
    } catch (err) {
      if (!(err instanceof PortTakenError) || !portIsOurs || attempt >= 5) {
        if (err instanceof PortTakenError) {
          err.message += ' (set CAIRN_E2E_PORT to a free port, or leave it unset)';
        }
        throw err;
      }
      let next = port + 1;
      while (!(await portIsFree(next))) next++;
      console.warn(`e2e: port ${port} was taken, trying ${next}`);
      port = next;
      process.env.CAIRN_E2E_PORT = String(port);
    }
  }
}

async function startServer(main: string, port: number, logFile: string): Promise<void> {
  const baseURL = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'w');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-'));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CAIRN_DATA_DIR: dataDir,
    CAIRN_PORT: String(port),
    CAIRN_HOST: '127.0.0.1',
    CAIRN_PUBLIC_URL: baseURL,
    CAIRN_DEMO_PASSWORD: DEMO_PASSWORD,
    // The test-only wait pipeline lets a test hold an engagement's warehouse (import.spec.ts).
    CAIRN_DIAGNOSTIC_PIPELINES: 'true',
    // The connectors spec's token endpoint and SFTP server run on this machine.
    CAIRN_OUTBOUND_ALLOW: 'loopback',
    // Chromium shares the two cores with the server: at the default nice 10 the specs' builds waited
    // on the browser's rendering (the priority itself: warehouse-process.test.ts).
    CAIRN_WAREHOUSE_NICENESS: '0',
    // A test acts faster than a person, in several tenants at once (its own seeding beside the page),
    // on a server that shares two cores with the browser: fair shares of a busy server could slow it
    // at random. They are proven by request-budget.test.ts and the load bench.
    CAIRN_TENANT_FAIR_SHARE_BUSY: '0',
    CAIRN_SMTP_HOST: '127.0.0.1',
    CAIRN_SMTP_PORT: String(globalThis.__cairnE2eSmtp!.port),
    CAIRN_SMTP_USER: SMTP_ACCOUNT.user,
    CAIRN_SMTP_PASSWORD: SMTP_ACCOUNT.password,
    CAIRN_SMTP_FROM: 'cairn@e2e.test',
  };
  // The end-to-end tests run the embedded default, whatever the caller's shell has configured.
  delete env.DATABASE_URL;
  delete env.CAIRN_TEST_DATABASE_URL;

  const child = spawn(process.execPath, [main, 'serve'], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const server: E2eServer = { child, dataDir, logFile, exited };
  globalThis.__cairnE2eServer = server;
  process.env.CAIRN_E2E_SERVER_PID = String(child.pid);
  process.env.CAIRN_E2E_DATA_DIR = dataDir;
  // Never leave the server behind if the runner dies without running the teardown.
  process.once('exit', () => {
    if (!hasExited) child.kill('SIGKILL');
  });

  const fail = async (
    message: string,
    ErrorClass: new (message: string) => Error = Error,
  ): Promise<never> => {
    if (!hasExited) {
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    globalThis.__cairnE2eServer = undefined;
    delete process.env.CAIRN_E2E_SERVER_PID;
    delete process.env.CAIRN_E2E_DATA_DIR;
    throw new ErrorClass(
      `${message}\n--- ${path.relative(repoRoot, logFile)} (last lines) ---\n${tail(logFile)}`,
    );
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited) {
      const { code, signal } = await exited;
      const taken = /EADDRINUSE/.test(tail(logFile, 200));
      return fail(
        `e2e: the server exited before it was ready (code ${code}, signal ${signal})`,
        taken ? PortTakenError : Error,
      );
    }
    try {
      const res = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) {
        // Workers are started after global setup and inherit these.
        process.env.CAIRN_E2E_BASE_URL = baseURL;
        process.env.CAIRN_E2E_DEMO_PASSWORD = DEMO_PASSWORD;
        console.log(
          `e2e: Cairn is up at ${baseURL} (data in ${dataDir}, log in ${path.relative(repoRoot, logFile)})`,
        );
        return;
      }
      lastProblem = `GET /healthz answered ${res.status}`;
    } catch (err) {
      lastProblem = `GET /healthz failed: ${(err as Error).message}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return fail(`e2e: the server was not ready within ${READY_TIMEOUT_MS / 1000}s (${lastProblem})`);
}
