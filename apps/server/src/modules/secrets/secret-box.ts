// Encryption at rest with the data directory's key (<dataDir>/secrets.key, 32 random bytes made on
// first use, readable by the owner only): AES-256-GCM, sealed as base64 of iv | tag | ciphertext.
// A key vault provisioned locally gets a key of its own, stored sealed with this one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Writes `bytes` to `file` unless it exists, so that no process ever reads it half written: written
 * whole under a name of this process's, then linked to its name, which fails when another process
 * got there first (its key is kept). Two processes starting at once on one data directory read
 * either no key or a whole one.
 */
function createWhole(file: string, bytes: Buffer) {
  const own = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(own, bytes, { mode: 0o600 });
  try {
    fs.linkSync(own, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(own, { force: true });
  }
}

export function dataDirectoryKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) createWhole(file, crypto.randomBytes(KEY_BYTES));
  const key = fs.readFileSync(file);
  if (key.length !== KEY_BYTES) throw new Error(`${file} is not a ${KEY_BYTES}-byte key.`);
  return key;
}

/**
 * Puts the deployment's key (CAIRN_SECRETS_KEY, base64) where dataDirectoryKey() reads it, so
 * processes that share nothing on local disk seal and open secrets alike; the file is then a copy
 * that can be deleted. A data directory holding another key is refused: its secrets would not open.
 */
export function installSecretsKey(dataDir: string, base64: string) {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`CAIRN_SECRETS_KEY is not a ${KEY_BYTES}-byte key.`);
  const file = path.join(dataDir, 'secrets.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) createWhole(file, key);
  if (!fs.readFileSync(file).equals(key))
    throw new Error(
      `CAIRN_SECRETS_KEY differs from the key in ${file}, which sealed this data directory's secrets.`,
    );
}

export function seal(key: Buffer, plain: Buffer | string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function open(key: Buffer, sealed: string): Buffer {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export const newNamespaceKey = () => crypto.randomBytes(KEY_BYTES);
