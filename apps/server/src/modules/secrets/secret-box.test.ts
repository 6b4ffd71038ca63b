import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirectoryKey, installSecretsKey, open, seal } from './secret-box.js';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-key-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the deployment's secrets key (CAIRN_SECRETS_KEY)", () => {
  it('lets processes with data directories of their own open each other’s secrets', () => {
    const key = crypto.randomBytes(32).toString('base64');
    const [a, b] = [tempDir(), tempDir()];
    installSecretsKey(a, key);
    installSecretsKey(b, key);
    installSecretsKey(b, key); // again: the same key is fine
    const sealed = seal(dataDirectoryKey(a), 'warehouse role password');
    expect(open(dataDirectoryKey(b), sealed).toString()).toBe('warehouse role password');
    // Written whole under a name of its own, then linked: nothing else is left beside the key.
    expect(fs.readdirSync(a)).toEqual(['secrets.key']);
  });

  it('refuses a data directory whose secrets another key sealed, and a key of the wrong size', () => {
    const dir = tempDir();
    const own = dataDirectoryKey(dir);
    expect(() => installSecretsKey(dir, crypto.randomBytes(32).toString('base64'))).toThrow(
      /CAIRN_SECRETS_KEY differs from the key in .*secrets\.key/,
    );
    expect(dataDirectoryKey(dir)).toEqual(own);
    expect(() => installSecretsKey(dir, crypto.randomBytes(16).toString('base64'))).toThrow(
      'CAIRN_SECRETS_KEY is not a 32-byte key.',
    );
  });
});
