// The verifier Cairn gives an engagement role must accept the role's password: checked the way the
// server checks it, against node-postgres' own SCRAM client (the test server trusts every login, so
// the PostgreSQL tests cannot tell).
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPassword, scramVerifier } from './pg-password.js';

interface SaslSession {
  clientNonce: string;
  response: string;
  serverSignature: string;
}
interface SaslClient {
  startSession(mechanisms: string[]): SaslSession;
  continueSession(session: SaslSession, password: string, serverFirst: string): Promise<void>;
}

/** node-postgres' SCRAM client (not part of its typed API: loaded by a path TypeScript does not follow). */
async function saslClient(): Promise<SaslClient> {
  const path = 'pg/lib/crypto/sasl.js';
  const loaded = await import(path);
  return loaded.default ?? loaded;
}

const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest();

/** The server's side of a SCRAM-SHA-256 login against `verifier`: whether `password` is accepted. */
async function serverAccepts(verifier: string, password: string): Promise<boolean> {
  const [, iterations, salt, storedKey, serverKey] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(
    verifier,
  )!;
  const sasl = await saslClient();
  const session = sasl.startSession(['SCRAM-SHA-256']);
  const nonce = session.clientNonce + crypto.randomBytes(18).toString('base64');
  const serverFirst = `r=${nonce},s=${salt},i=${iterations}`;
  await sasl.continueSession(session, password, serverFirst);
  const clientFinal = session.response;
  const withoutProof = clientFinal.replace(/,p=[^,]*$/, '');
  const proof = Buffer.from(/,p=([^,]*)$/.exec(clientFinal)![1], 'base64');
  const authMessage = `n=*,r=${session.clientNonce},${serverFirst},${withoutProof}`;
  const clientSignature = hmac(Buffer.from(storedKey, 'base64'), authMessage);
  const clientKey = Buffer.from(proof.map((b, i) => b ^ clientSignature[i]));
  const proofOk = crypto
    .createHash('sha256')
    .update(clientKey)
    .digest()
    .equals(Buffer.from(storedKey, 'base64'));
  const serverSignature = hmac(Buffer.from(serverKey, 'base64'), authMessage).toString('base64');
  return proofOk && serverSignature === session.serverSignature;
}

describe('engagement role passwords', () => {
  it('makes a verifier that accepts the password and no other', async () => {
    const password = newPassword();
    const verifier = scramVerifier(password);
    expect(verifier).toMatch(/^SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(verifier).not.toContain(password);
    expect(await serverAccepts(verifier, password)).toBe(true);
    expect(await serverAccepts(verifier, newPassword())).toBe(false);
    expect(scramVerifier(password)).not.toBe(verifier); // a new salt each time
  });
});
