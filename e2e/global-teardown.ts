// Stops the server started by global-setup.ts with SIGTERM (graceful shutdown is a requirement: a
// server that needs SIGKILL or exits non-zero fails the run) and removes its data directory; then
// stops the mailbox's SMTP server and removes the mailbox.
import fs from 'node:fs';
// globalThis.__cairnE2eServer is declared in global-setup.ts.

const STOP_TIMEOUT_MS = 15_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__cairnE2eServer;
  const dataDir = server?.dataDir ?? process.env.CAIRN_E2E_DATA_DIR;
  let problem: string | undefined;
  try {
    if (server) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        const timer = new Promise<'timeout'>((resolve) =>
          setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS),
        );
        const result = await Promise.race([server.exited, timer]);
        if (result === 'timeout') {
          server.child.kill('SIGKILL');
          await server.exited;
          problem = `the server did not stop within ${STOP_TIMEOUT_MS / 1000}s of SIGTERM and was killed`;
        } else if (result.code !== 0) {
          problem = `the server exited with code ${result.code} (signal ${result.signal}) on SIGTERM`;
        }
      } else {
        problem = `the server had already exited (code ${server.child.exitCode}, signal ${server.child.signalCode})`;
      }
    } else if (process.env.CAIRN_E2E_SERVER_PID) {
      // Fallback when the setup's module state is not shared with this one.
      const pid = Number(process.env.CAIRN_E2E_SERVER_PID);
      if (alive(pid)) process.kill(pid, 'SIGTERM');
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (alive(pid)) {
        process.kill(pid, 'SIGKILL');
        problem = `the server did not stop within ${STOP_TIMEOUT_MS / 1000}s of SIGTERM and was killed`;
      }
    }
  } finally {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    globalThis.__cairnE2eServer = undefined;
    // The mailbox's SMTP server (after Cairn, which may still be sending while it stops).
    await globalThis.__cairnE2eSmtp?.close();
    globalThis.__cairnE2eSmtp = undefined;
    if (process.env.CAIRN_E2E_MAILBOX)
      fs.rmSync(process.env.CAIRN_E2E_MAILBOX, { recursive: true, force: true });
  }
  if (problem) throw new Error(`e2e teardown: ${problem}; see ${server?.logFile ?? 'the server log'}`);
}
