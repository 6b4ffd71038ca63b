// PostgreSQL's errors in the words of the DuckDB engine: a full disk under the warehouse is said as
// the server's full disk, not as the SQL's fault or a line of the imported file
// (faults/disk-full-postgres.faults.test.ts fills a real one).
import { describe, expect, it } from 'vitest';
import { DISK_FULL_DETAIL } from '../../http/problem.js';
import { fromPostgres } from './pg-errors.js';

/** An error as node-postgres raises it from the server's ErrorResponse. */
const pgError = (code: string, message: string, where?: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR', where });

describe('fromPostgres', () => {
  it('says a full disk (SQLSTATE 53100) as the disk full, also when COPY names the line it was at', () => {
    const copying = pgError(
      '53100',
      'could not extend file "pg_tblspc/16384/PG_15_202209061/17421/17434": No space left on device',
      'COPY payroll__importing, line 35001',
    );
    expect(fromPostgres(copying)).toMatchObject({ reason: 'full', message: DISK_FULL_DETAIL });
    // The state decides, whatever the words (a server in another language, a temporary file).
    expect(fromPostgres(pgError('53100', 'could not write block 7 of temporary file'))).toMatchObject({
      reason: 'full',
    });
  });

  it("keeps the SQL's own errors as the SQL's", () => {
    expect(fromPostgres(pgError('42P01', 'relation "nowhere" does not exist'))).toMatchObject({
      reason: 'sql',
      message: 'relation "nowhere" does not exist',
    });
  });
});
