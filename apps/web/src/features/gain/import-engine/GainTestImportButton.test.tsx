// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PERMISSIONS, type GainImportConfigurationSave } from '@cairn/contracts';
import { GainTestImportButton } from './GainTestImportButton';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { engagementRoutes, fakeServer, renderWithApp } from '../../../shared/testing/renderWithApp';

const configuration: GainImportConfigurationSave = {
  fileLogicType: 'BooleanLogic',
  fileConfigurations: [
    { namePattern: 'payroll_*.csv', isRequired: true, isTrigger: true, isVersioned: true, isArchived: false },
  ],
  tableConfigurations: [],
  inputSqlConfiguration: null,
};
const TEST = /\/api\/engagements\/e-1\/gain\/test-import-configuration$/;
const gain = () =>
  engagementRoutes({
    features: ['GAIN', 'Pipelines', 'Storage'],
    permissions: [PERMISSIONS.gainConfigurationImportReader],
  });

afterEach(cleanup);

describe('GainTestImportButton', { timeout: 30_000 }, () => {
  it('sends the configuration being edited and shows the report in a closable box', async () => {
    const server = fakeServer([
      ...gain(),
      [
        'POST',
        TEST,
        {
          ok: false,
          report: 'Batch 2026-10: fails\n- payroll_2026-10.csv line 3, column amount: not a Number (Break)',
        },
      ],
    ]);
    // The dry run answers when the test says so, to see the button's loading state.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fake = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('test-import-configuration'))
        await answered;
      return fake(input, init);
    };
    renderWithApp(<GainTestImportButton processType="GainData" configuration={configuration} />);
    const button = await screen.findByTestId('gain-test-import');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Testing the configuration…')).toBeTruthy();
    release();
    await waitFor(() => expect(server.callsTo(TEST)).toHaveLength(1));
    expect(server.callsTo(TEST)[0].body).toEqual({ processType: 'GainData', configuration });

    const report = await screen.findByTestId('gain-test-import-report');
    expect(report.getAttribute('data-ok')).toBe('false');
    expect(screen.getByText('The configuration does not pass the test on the staged files')).toBeTruthy();
    expect(screen.getByTestId('gain-test-import-report-text').textContent).toContain(
      'payroll_2026-10.csv line 3, column amount: not a Number (Break)',
    );
    fireEvent.click(report.querySelector('.ant-alert-close-icon')!);
    await waitFor(() => expect(screen.queryByTestId('gain-test-import-report')).toBeNull());
  });

  it('shows no report when the server refuses the configuration', async () => {
    fakeServer([
      ...gain(),
      [
        'POST',
        TEST,
        problemAnswer(400, {
          title: 'Bad Request',
          detail: 'fileConfigurations.0.namePattern: Value cannot contain multiple asterisks',
        }),
      ],
    ]);
    renderWithApp(<GainTestImportButton processType="FxRate" configuration={configuration} />);
    const button = await screen.findByTestId('gain-test-import');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Test import configuration'));
    expect(screen.queryByTestId('gain-test-import-report')).toBeNull();
  });
});
