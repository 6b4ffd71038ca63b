// Run logs and messages of an import never show a server path (issue 9 §6): DuckDB's errors quote
// the file they read, which is the run's temporary copy under the data directory.
import { describe, expect, it } from 'vitest';
import { relativePaths } from './import-files.handler.js';

describe('relative paths in run logs', () => {
  const dataDir = '/srv/cairn/data';
  const tmp = `${dataDir}/tmp/import-0d5f1c1e-1f7a-4c39-9d0e-2b3c4d5e6f70-Ab12Cd`;
  const relative = relativePaths([
    [`${tmp}/0.csv`, 'hr/2026/payroll.csv'],
    [tmp, '(temporary folder)'],
    [dataDir, '(data folder)'],
  ]);

  it("names the file by its storage path, the run's folders by their role", () => {
    expect(relative.text(`Error when sniffing file "${tmp}/0.csv".`)).toBe(
      'Error when sniffing file "hr/2026/payroll.csv".',
    );
    expect(relative.text(`cannot open ${tmp}/1.csv or ${dataDir}/warehouse/x.duckdb`)).toBe(
      'cannot open (temporary folder)/1.csv or (data folder)/warehouse/x.duckdb',
    );
  });

  it('rewrites every string of a log detail, however deep', () => {
    expect(relative.value({ rejected: [{ text: `${tmp}/0.csv`, line: 3 }], file: dataDir })).toEqual({
      rejected: [{ text: 'hr/2026/payroll.csv', line: 3 }],
      file: '(data folder)',
    });
  });
});
