// A warehouse process runs users' SQL: it must not inherit the server's secrets from its environment.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testSecretValue } from '../../test/secret-leak-watch.js';
import { WarehouseProcess } from './warehouse-process.js';

const SECRET_NAMES = [
  'CAIRN_SECRETS_KEY',
  'DATABASE_URL',
  'CAIRN_OIDC_CLIENT_SECRET',
  'CAIRN_AZURE_CLIENT_SECRET',
  'CAIRN_S3_SECRET_ACCESS_KEY',
  'CAIRN_WAREHOUSE_POSTGRES_URL',
  'CAIRN_DEMO_PASSWORD',
  'AWS_SECRET_ACCESS_KEY',
];
const saved = Object.fromEntries(SECRET_NAMES.map((name) => [name, process.env[name]]));
afterAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

describe('warehouse process environment', () => {
  it('holds none of the server’s secrets, only what node and DuckDB need', async () => {
    for (const name of SECRET_NAMES) process.env[name] = testSecretValue(name);
    const child = await WarehouseProcess.spawn({ memoryMB: 0 });
    try {
      const environ = fs.readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0').filter(Boolean);
      const names = environ.map((entry) => entry.slice(0, entry.indexOf('=')));
      for (const name of SECRET_NAMES) expect(names).not.toContain(name);
      expect(environ.join('\n')).not.toContain('cairn-test-secret-');
      expect(names).toContain('PATH');
    } finally {
      await child.kill();
    }
  }, 60_000);
});
