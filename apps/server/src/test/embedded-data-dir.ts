// A data directory for `cairn serve` on the embedded database, ready before the process starts: the
// pass's migrated PGlite template (database-template.ts) written into it, or a migration when the
// pass has none, and a platform administrator. A first start instead creates the database in a child
// process and seeds the demo: 30-50 s on a 2-core machine, most of a process test that needs neither.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { syncCatalogue } from '../access/catalogue.js';
import { openDatabase } from '../db/client.js';
import { assignRole, createUser } from '../seed/users.js';
import { PGLITE_TEMPLATE_ENV } from './database-template.js';

export async function embeddedDataDir(admin: { email: string; password: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-embedded-'));
  const templateFile = process.env[PGLITE_TEMPLATE_ENV];
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'pg'),
    template: templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined,
  });
  try {
    if (!templateFile) await syncCatalogue(database.db);
    const user = await createUser(database.db, {
      email: admin.email,
      name: admin.email,
      password: admin.password,
    });
    await assignRole(database.db, { type: 'User', id: user.id }, ROLE_NAMES.admin, PLATFORM_SCOPE);
  } finally {
    await database.close();
  }
  return dataDir;
}
