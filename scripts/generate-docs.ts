// Regenerates the documents derived from code. CI fails (contracts test) when they are stale.
import fs from 'node:fs';
import { renderPermissionsDoc } from '../packages/contracts/src/permissions-doc.js';

fs.writeFileSync('docs/permissions.md', renderPermissionsDoc());
console.log('wrote docs/permissions.md');
