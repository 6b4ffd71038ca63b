// A folder of generated payslip files in the storage index (rows only, no bytes), for the benches
// that list a large folder (api-calls.ts, web-timings.ts).
import type { Db } from '../db/client.js';
import { storageObjects } from '../db/schema/index.js';

/** `count` files named payslip-00000.pdf... in `parentPath` of the engagement's main storage, a minute apart. */
export async function insertPayslips(db: Db, engagementId: string, parentPath: string, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    engagementId,
    purpose: 'main',
    parentPath,
    name: `payslip-${String(i).padStart(5, '0')}.pdf`,
    type: 'File' as const,
    displayName: `payslip-${String(i).padStart(5, '0')}.pdf`,
    blobKey: `bench/${i}`,
    size: 40_000 + i,
    contentType: 'application/pdf',
    createdAt: new Date(now - i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(storageObjects).values(rows.slice(i, i + 500));
}
