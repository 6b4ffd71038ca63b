// Issue 27 through the API, the same cases on either warehouse (import-european.test.ts on DuckDB,
// import-european.pg.test.ts on PostgreSQL): a German payroll export imports as numbers and dates
// without settings, and its import settings then say what was found; a value that misses a column's
// set format fails the file, naming the line and the column, and leaves the table as it was; bad
// settings are a 400 that changes nothing.
import { expect, it } from 'vitest';
import type { SignedInClient } from '../../test/test-server.js';
import { importCalls, SETTINGS } from './import.test-helpers.js';

/** A German payroll export: ';' between fields, decimal commas, dots between thousands, days first. */
export const GERMAN_PAYROLL = [
  'Personalnummer;Abrechnungsmonat;Lohnart;Betrag;Stunden',
  'P001;31.01.2026;Grundlohn;1.234,56;160',
  'P002;28.02.2026;Zulage;-50,00;8',
  'P003;31.03.2026;Bonus;12.000,10;',
].join('\n');

export function europeanImportCases(
  writer: () => SignedInClient,
  engagement: () => string,
  types: { text: string; decimal: string; date: string; integer: string },
) {
  const { newFolder, upload, importAndWait, preview, settingsUrl } = importCalls(writer, engagement);

  it('imports a German payroll CSV as numbers and dates without any settings, its delimiter found', async () => {
    // No settings on the folder or the file: the defaults say ',', the file's lines agree on ';'.
    const folder = await newFolder('Lohn');
    await upload(folder, [{ name: 'lohn.csv', content: `${GERMAN_PAYROLL}\n` }]);
    const before = Date.now();
    const run = await importAndWait(folder, ['lohn.csv']);
    const table = await preview('lohn');
    expect(table.columns.map((c) => c.type)).toEqual([
      types.text,
      types.date,
      types.text,
      types.decimal,
      types.integer,
    ]);
    expect(table.rows).toEqual([
      ['P001', '2026-01-31', 'Grundlohn', '1234.56', 160],
      ['P002', '2026-02-28', 'Zulage', '-50.00', 8],
      ['P003', '2026-03-31', 'Bonus', '12000.10', null],
    ]);
    const messages = run.log.map((l) => l.message);
    expect(messages).toContain("lohn.csv: values separated by ';', found in its first lines");
    expect(messages).toContain(
      "lohn.csv: numbers and dates read with decimal separator ',', thousands separator '.', dates dd.mm.yyyy",
    );
    expect(messages.some((m) => /^lohn\.csv: \d+ B read from storage \(utf-8\)$/.test(m))).toBe(true);
    // The file's import settings say what was found, for the dialog; its folder's say nothing.
    const view = await writer().request('GET', settingsUrl(folder, 'lohn.csv'));
    expect(view.statusCode, view.body).toBe(200);
    const { at, ...found } = view.json().detected;
    expect(found).toEqual({
      delimiter: ';',
      decimalSeparator: ',',
      thousandsSeparator: '.',
      dateFormat: 'dd.mm.yyyy',
    });
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect((await writer().request('GET', settingsUrl(folder))).json().detected).toBeNull();
  });

  it('fails a file whose value misses its column format, naming line and column, and keeps the table', async () => {
    const folder = await newFolder('Lohn streng');
    await writer().request('PUT', settingsUrl(folder), { ...SETTINGS, delimiter: ';' });
    await upload(folder, [{ name: 'streng.csv', content: 'periode;betrag\n31.01.2026;1,5\n' }]);
    await importAndWait(folder, ['streng.csv']);
    const saved = await writer().request('PUT', settingsUrl(folder, 'streng.csv'), {
      ...SETTINGS,
      delimiter: ';',
      columnFormats: [{ column: 'periode', format: 'dd.mm.yyyy' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await upload(folder, [
      { name: 'streng.csv', content: 'periode;betrag\n31.01.2026;1,5\n28.02.2026;2\n2026-03-31;3\n' },
    ]);
    const run = await importAndWait(folder, ['streng.csv'], 'Failed');
    expect(run.message).toBe(
      'streng.csv line 4: column periode does not match its format dd.mm.yyyy set in the import settings',
    );
    expect((await preview('streng')).rowCount).toBe(1);
  });

  it('answers bad number and date settings with 400 and field errors, saving nothing', async () => {
    const folder = await newFolder('Lohn falsch');
    const same = await writer().request('PUT', settingsUrl(folder), {
      ...SETTINGS,
      decimalSeparator: ',',
      thousandsSeparator: ',',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      { field: 'thousandsSeparator', message: 'Invalid value', key: 'invalidValue' },
    ]);
    const unknown = await writer().request('PUT', settingsUrl(folder), {
      ...SETTINGS,
      dateFormat: 'mm/dd/yyyy',
    });
    expect(unknown.statusCode).toBe(400);
    const tooMany = await writer().request('PUT', settingsUrl(folder), {
      ...SETTINGS,
      columnFormats: Array.from({ length: 501 }, (_, i) => ({ column: `c${i}`, format: 'text' })),
    });
    expect(tooMany.statusCode).toBe(400);
    const view = await writer().request('GET', settingsUrl(folder));
    expect(view.json().own).toBeNull();
  });
}
