// Periodic upkeep done by the worker: expired sessions, stale sign-in counters.
// The durable queue of pipeline runs is run-queue.ts / run-worker.ts beside this file.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, oidcRequests, sessions } from '../db/schema/index.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

const EVERY_MS = 10 * 60_000;

export async function runMaintenance(db: Db) {
  const now = Date.now();
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await db.delete(loginFailures).where(lt(loginFailures.windowStartedAt, new Date(now - 24 * 3600_000)));
  await db.delete(oidcRequests).where(lt(oidcRequests.createdAt, new Date(now - 3600_000)));
}

export function startMaintenance(db: Db, log: Log) {
  const tick = () => runMaintenance(db).catch((err) => log.error({ err }, 'maintenance failed'));
  void tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
