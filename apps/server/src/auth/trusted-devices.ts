// Trusted-device cookies (OWASP's "device cookies"): a browser that signed in to an account once
// carries proof of it, and its attempts on that account count against their own allowance rather
// than the account's, so nobody can keep the owner's own browser out by failing on purpose.
//
// The cookie is `<nonce>.<MAC>`, the MAC keyed by the account's password hash: no server key to
// manage, and a new password (a reset after a suspected theft) ends every device's trust at once.
import crypto from 'node:crypto';
import { safeEqual } from './tokens.js';

export const DEVICE_COOKIE = 'cairn_device';
/** Only the sign-in form needs it. */
export const DEVICE_COOKIE_PATH = '/authorization';
export const DEVICE_COOKIE_DAYS = 180;

interface Account {
  id: string;
  passwordHash: string | null;
}

const macOf = (account: Account & { passwordHash: string }, nonce: string) =>
  crypto.createHmac('sha256', account.passwordHash).update(`${account.id}:${nonce}`).digest('base64url');

/** A fresh cookie value for a browser that just signed in with the account's password. */
export function deviceCookieFor(account: Account & { passwordHash: string }): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${macOf(account, nonce)}`;
}

/** The cookie's nonce when it was issued for this account (and its current password), else undefined. */
export function trustedDeviceNonce(account: Account | undefined, cookie: string | undefined) {
  if (!account?.passwordHash || !cookie) return undefined;
  const [nonce, mac, extra] = cookie.split('.');
  if (!nonce || !mac || extra !== undefined || !/^[\w-]{22}$/.test(nonce)) return undefined;
  return safeEqual(mac, macOf({ id: account.id, passwordHash: account.passwordHash }, nonce))
    ? nonce
    : undefined;
}
