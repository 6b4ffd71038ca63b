// Passwords of the engagement roles. The role is given a SCRAM-SHA-256 verifier, never the password
// itself: `CREATE ROLE ... PASSWORD '<plain text>'` would put the password into the server's log
// whenever statements are logged (log_statement = ddl or all, or an error in that statement).
import crypto from 'node:crypto';

/** PostgreSQL's own default (scram_iterations). */
const ITERATIONS = 4096;

/** 32 random bytes as hex: ASCII only, so SASLprep leaves it as it is. */
export function newPassword(): string {
  return crypto.randomBytes(32).toString('hex');
}

const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest();

/** What PostgreSQL stores for `password` (RFC 5802/7677), in its `SCRAM-SHA-256$iter:salt$stored:server` form. */
export function scramVerifier(password: string, salt = crypto.randomBytes(16)): string {
  const salted = crypto.pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  const storedKey = crypto.createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  const b64 = (b: Buffer) => b.toString('base64');
  return `SCRAM-SHA-256$${ITERATIONS}:${b64(salt)}$${b64(storedKey)}:${b64(serverKey)}`;
}
