// What the sign-in side leaves behind and may forget: expired sessions, sign-in counters whose
// window has passed, and OIDC sign-ins that were started and never finished. Anyone can add the
// last two without signing in, so they go as soon as they mean nothing any more; their size between
// two purges is bounded per address by rate-limit.service.ts and oidc.service.ts. Run by the
// worker's periodic upkeep (jobs/maintenance.ts).
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, oidcRequests, sessions } from '../db/schema/identity.js';
import { REQUEST_TTL_MS } from './oidc.service.js';

export interface SignInUpkeepSettings {
  /** CAIRN_LOGIN_WINDOW_MINUTES: a counter whose window started longer ago counts nothing. */
  loginWindowMinutes: number;
}

export async function purgeExpiredSignInState(db: Db, settings: SignInUpkeepSettings) {
  const now = Date.now();
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.windowStartedAt, new Date(now - settings.loginWindowMinutes * 60_000)));
  await db.delete(oidcRequests).where(lt(oidcRequests.createdAt, new Date(now - REQUEST_TTL_MS)));
}
