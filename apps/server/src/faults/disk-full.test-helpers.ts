// What the disk-full fault tests share (disk-full.faults.test.ts on the data directory's disk,
// disk-full-postgres.faults.test.ts under a PostgreSQL warehouse): the space left on a disk, and a
// file big enough to fill it.
import crypto from 'node:crypto';
import fs from 'node:fs';

/** Bytes left to an unprivileged writer on the disk holding `directory`. */
export function freeBytesOn(directory: string) {
  const { bavail, bsize } = fs.statfsSync(directory);
  return bavail * bsize;
}

/** A payroll CSV of `rows` lines whose text does not compress away (random ids). */
export function payrollCsv(rows: number) {
  const lines = ['id,employee,amount'];
  for (let i = 1; i <= rows; i++)
    lines.push(`${i},${crypto.randomBytes(8).toString('hex')},${((i * 137) % 100_000) / 100}`);
  return `${lines.join('\n')}\n`;
}
