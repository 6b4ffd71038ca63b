// Periodic upkeep done by the worker: expired sessions, stale sign-in counters and sign-ins that
// were started and never finished. Anyone can add the last two without signing in, so they go as
// soon as they mean nothing any more (their window or lifetime has passed); their size between two
// runs is bounded per address by rate-limit.service.ts and oidc.service.ts.
// The durable queue of pipeline runs is run-queue.ts / run-worker.ts beside this file.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, oidcRequests, sessions } from '../db/schema/index.js';
import { REQUEST_TTL_MS } from '../auth/oidc.service.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

const EVERY_MS = 10 * 60_000;

export interface MaintenanceSettings {
  /** CAIRN_LOGIN_WINDOW_MINUTES: a counter whose window started longer ago counts nothing. */
  loginWindowMinutes: number;
}

export async function runMaintenance(db: Db, settings: MaintenanceSettings) {
  const now = Date.now();
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await db.delete(loginFailures).where(lt(loginFailures.windowStartedAt, new Date(now - settings.loginWindowMinutes * 60_000)));
  await db.delete(oidcRequests).where(lt(oidcRequests.createdAt, new Date(now - REQUEST_TTL_MS)));
}

export function startMaintenance(db: Db, log: Log, settings: MaintenanceSettings) {
  const tick = () => runMaintenance(db, settings).catch((err) => log.error({ err }, 'maintenance failed'));
  void tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
