// The tests' secret leak watch: every test server records each answer that contains a test secret
// (a value made by testSecretValue() or passed to registerTestSecret()), and closing a server that gave
// one fails its test file. So the whole API suite checks that no route ever answers with a secret's
// value, and modules/secrets/secret-leaks.test.ts walks every secret-bearing route on purpose. With
// logs on, the server's log lines are watched the same way (watchLogLeaks).
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Every test secret starts with this, so a leak is found even in a file that did not register it. */
export const TEST_SECRET_MARK = 'cairn-test-secret-';

const registered = new Set<string>();

export interface LeakedAnswer {
  method: string;
  url: string;
  status: number;
  secret: string;
}

/** A fresh secret value the watch recognises. */
export function testSecretValue(label = 'value') {
  const value = `${TEST_SECRET_MARK}${label}-${crypto.randomBytes(6).toString('hex')}`;
  registered.add(value);
  return value;
}

/** Watch for a secret value that does not carry the mark (e.g. one chosen by a fixture). */
export function registerTestSecret(value: string) {
  registered.add(value);
}

function secretIn(body: string) {
  if (body.includes(TEST_SECRET_MARK)) return body.slice(body.indexOf(TEST_SECRET_MARK)).slice(0, 60);
  for (const value of registered) if (body.includes(value)) return value;
  return undefined;
}

/** Installs the watch on one app; the returned list fills as leaking answers are sent. */
export function watchSecretLeaks(app: FastifyInstance, leaks: LeakedAnswer[]) {
  app.addHook('onSend', async (req, reply, payload) => {
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const secret = body ? secretIn(body) : undefined;
    if (secret) leaks.push({ method: req.method, url: req.url, status: reply.statusCode, secret });
    return payload;
  });
}

/**
 * A log stream for a test server (testServer(env, { logs: true })): every line is kept in `lines`,
 * and a line holding a test secret is a leak like an answer holding one (URL: the line's own).
 */
export function watchLogLeaks(leaks: LeakedAnswer[], lines: string[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString('utf8');
      lines.push(line);
      const secret = secretIn(line);
      if (secret) leaks.push({ method: 'LOG', url: line.slice(0, 300), status: 0, secret });
      done();
    },
  });
}
