// @vitest-environment happy-dom
// The import settings dialog's numbers and dates (issue 27): empty means detected from the file (the
// placeholder says so, or what the file's last import found), chosen values are sent, and saving
// says it saved.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_IMPORT_SETTINGS, type ImportSettingsView } from '@cairn/contracts';
import { fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';
import { ImportSettingsDialog } from './ImportSettingsDialog';

const SETTINGS_URL = /\/api\/pipelines\/engagements\/e-1\/import\/settings$/;
const folderView: ImportSettingsView = {
  name: 'Lohn',
  systemFolder: false,
  own: { ...DEFAULT_IMPORT_SETTINGS, delimiter: ';' },
  effective: { ...DEFAULT_IMPORT_SETTINGS, delimiter: ';' },
  detected: null,
};
/** A German export imported without settings: its last import found ';', decimal commas and dd.mm.yyyy. */
const fileView: ImportSettingsView = {
  name: 'lohn.csv',
  systemFolder: false,
  own: null,
  effective: { ...DEFAULT_IMPORT_SETTINGS, inheritFromFolder: true },
  detected: {
    delimiter: ';',
    decimalSeparator: ',',
    thousandsSeparator: '.',
    dateFormat: 'dd.mm.yyyy',
    // 07:20 on 29 November 2026 wherever the test runs.
    at: new Date(2026, 10, 29, 7, 20).toISOString(),
  },
};

afterEach(cleanup);

/** Opens an antd select by its test id and picks the option with this text. */
async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const options = await screen.findAllByText(option);
  fireEvent.click(options[options.length - 1]);
}

describe('ImportSettingsDialog numbers and dates', { timeout: 30_000 }, () => {
  it('shows empty separators and date format as detected, sends what is chosen and confirms the save', async () => {
    const server = fakeServer([
      ['GET', SETTINGS_URL, folderView],
      ['PUT', SETTINGS_URL, (call: { body: unknown }) => ({ ...folderView, own: call.body })],
    ]);
    renderWithApp(
      <ImportSettingsDialog
        engagementId="e-1"
        target={{ name: 'Lohn', kind: 'folder', address: { storagePurpose: 'import', path: 'f-lohn' } }}
        onClose={() => undefined}
      />,
    );
    await screen.findByTestId('import-settings-decimal');
    expect(screen.getAllByText('Detected from the file')).toHaveLength(3);

    await choose('import-settings-decimal', 'Comma (,)');
    await choose('import-settings-thousands', 'Point (.)');
    await choose('import-settings-date-format', 'dd.mm.yyyy');
    fireEvent.click(screen.getByTestId('import-settings-add-column'));
    fireEvent.change(await screen.findByTestId('import-settings-column-0'), {
      target: { value: ' Betrag ' },
    });
    await choose('import-settings-column-format-0', 'Number');
    fireEvent.click(screen.getByTestId('import-settings-save'));

    await waitFor(() =>
      expect(server.callsTo(SETTINGS_URL).filter((c) => c.method === 'PUT')).toHaveLength(1),
    );
    expect(server.callsTo(SETTINGS_URL).find((c) => c.method === 'PUT')?.body).toEqual({
      ...DEFAULT_IMPORT_SETTINGS,
      delimiter: ';',
      decimalSeparator: ',',
      thousandsSeparator: '.',
      dateFormat: 'dd.mm.yyyy',
      columnFormats: [{ column: 'Betrag', format: 'number' }],
    });
    expect(await screen.findByText('Import settings of Lohn saved')).toBeTruthy();
  });

  it('refuses the same character for decimals and thousands, sending nothing', async () => {
    const server = fakeServer([['GET', SETTINGS_URL, folderView]]);
    renderWithApp(
      <ImportSettingsDialog
        engagementId="e-1"
        target={{ name: 'Lohn', kind: 'folder', address: { storagePurpose: 'import', path: 'f-lohn' } }}
        onClose={() => undefined}
      />,
    );
    await screen.findByTestId('import-settings-decimal');
    await choose('import-settings-decimal', 'Comma (,)');
    await choose('import-settings-thousands', 'Comma (,)');
    fireEvent.click(screen.getByTestId('import-settings-save'));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it("tells what a file's last import found, above the settings and in the empty fields", async () => {
    fakeServer([['GET', SETTINGS_URL, fileView]]);
    renderWithApp(
      <ImportSettingsDialog
        engagementId="e-1"
        target={{
          name: 'lohn.csv',
          kind: 'file',
          fileName: 'lohn.csv',
          address: { storagePurpose: 'import', path: 'f-lohn', fileName: 'lohn.csv' },
        }}
        onClose={() => undefined}
      />,
    );
    expect((await screen.findByTestId('import-settings-found')).textContent).toBe(
      'At the last import (29.11.2026, 07:20) Cairn found: delimiter semicolon (;), decimal separator comma (,), thousands separator point (.), dates dd.mm.yyyy. Choose a setting below to override it.',
    );
    expect(screen.getByText('Found: comma (,)')).toBeTruthy();
    expect(screen.getByText('Found: point (.)')).toBeTruthy();
    expect(screen.getByText('Found: dd.mm.yyyy')).toBeTruthy();
    expect(screen.queryByText('Detected from the file')).toBeNull();
    // The delimiter field shows the defaults' ',' and says why the import used ';'.
    expect(screen.getByText(/The last import found semicolon \(;\) in the file's first lines/)).toBeTruthy();
  });
});
