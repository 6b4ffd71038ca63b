// Periodic upkeep done by the worker: what the sign-in side may forget (expired sessions, stale
// sign-in counters, unfinished OIDC sign-ins: auth/expired-sign-in-state.ts). The durable queue of
// pipeline runs is run-queue.ts / run-worker.ts beside this file.
import { startPolling } from './poller.js';
import type { Db } from '../db/client.js';
import { purgeExpiredSignInState, type SignInUpkeepSettings } from '../auth/expired-sign-in-state.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

const EVERY_MS = 10 * 60_000;

export type MaintenanceSettings = SignInUpkeepSettings;

export async function runMaintenance(db: Db, settings: MaintenanceSettings) {
  await purgeExpiredSignInState(db, settings);
}

export function startMaintenance(db: Db, log: Log, settings: MaintenanceSettings) {
  return startPolling(
    () => runMaintenance(db, settings),
    EVERY_MS,
    (err) => log.error({ err }, 'maintenance failed'),
  );
}
