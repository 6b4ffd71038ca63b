// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ConfigurationOverview,
  ConfigurationVersion,
  EngagementConfiguration,
  EngagementConfigurationKind,
} from '@cairn/contracts';
import { fakeServer, renderWithApp, type Call, type Route } from '../../../../shared/testing/renderWithApp';
import { EngagementConfigurationTab } from './EngagementConfigurationTab';

const base = '/api/engagements/e-1/configurations';
const overview = (over: Partial<ConfigurationOverview> = {}): ConfigurationOverview => ({
  name: 'Payroll Analytics 2026',
  kinds: ['reporting', 'pipeline', 'gain'],
  isGain: false,
  resources: [
    { id: 'r1', name: 'nletpadf01', resourceType: 'DataFactory', openUrl: 'https://adf.azure.com/x' },
    { id: 'r2', name: 'nletpkv01', resourceType: 'KeyVault', openUrl: null },
  ],
  abilities: { update: true, stopCostSaving: true },
  ...over,
});
const REPORTING = {
  outputContainer: 'reports',
  sqlServerName: 'nletpsql',
  sqlDatabaseName: 'reporting',
};
const card = (
  kind: EngagementConfigurationKind,
  values: Record<string, unknown>,
  over: Partial<EngagementConfiguration> = {},
): EngagementConfiguration => ({
  kind,
  version: 2,
  timestamp: '2026-11-20T10:00:00.000Z',
  updatedByName: 'Cora Configurer',
  values,
  secrets: kind === 'gain' ? { sftpEncryption_PgpPassphrase: true } : {},
  abilities: { update: true, restore: true },
  installDefault: null,
  ...over,
});
const AWS = {
  pipelinePlatformType: 'AwsStepFunctions',
  pipelinePlatformConfiguration: { AwsRegion: 'eu-west-1', AwsAccountId: '123456789012' },
};
const history: ConfigurationVersion[] = [
  {
    version: 2,
    timestamp: '2026-11-20T10:00:00.000Z',
    createdByName: 'Cora Configurer',
    restoredFrom: null,
    tag: 'before the 2026 run',
    values: REPORTING,
  },
  {
    version: 1,
    timestamp: '2026-11-19T10:00:00.000Z',
    createdByName: 'Cora Configurer',
    restoredFrom: null,
    tag: null,
    values: { ...REPORTING, outputContainer: 'reports-old' },
  },
];

const routes = (
  over: Partial<ConfigurationOverview> = {},
  cardOver: Partial<EngagementConfiguration> = {},
): Route[] => [
  ['GET', new RegExp(`^${base}$`), overview(over)],
  ['GET', new RegExp(`^${base}/reporting$`), card('reporting', REPORTING, cardOver)],
  ['GET', new RegExp(`^${base}/pipeline$`), card('pipeline', AWS, cardOver)],
  ['GET', new RegExp(`^${base}/gain$`), card('gain', { sftpListener_ScanPath: '/in' }, cardOver)],
  ['GET', new RegExp(`^${base}/reporting/history$`), history],
  [
    'PUT',
    new RegExp(`^${base}/(\\w+)$`),
    (call: Call) => {
      const kind = call.url.pathname.split('/').pop() as EngagementConfigurationKind;
      return card(kind, (call.body as { values: Record<string, unknown> }).values, { version: 3 });
    },
  ],
  ['POST', new RegExp(`^${base}/reporting/restore$`), card('reporting', history[1].values, { version: 3 })],
];

const input = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};
const render = () => renderWithApp(<EngagementConfigurationTab engagementId="e-1" />);

afterEach(cleanup);

describe('EngagementConfigurationTab', { timeout: 30_000 }, () => {
  it('shows the resources with a count and Open links in a new tab, the actions and a card per feature', async () => {
    fakeServer(routes());
    render();
    expect(await screen.findByTestId('configuration-card-reporting')).toBeTruthy();
    expect(screen.getByTestId('configuration-card-pipeline')).toBeTruthy();
    expect(screen.getByTestId('configuration-card-gain')).toBeTruthy();
    expect(screen.queryByTestId('configuration-card-dashboard')).toBeNull();
    expect(screen.getByTestId('configuration-resources-count').getAttribute('data-count')).toBe('2');
    const open = screen.getByTestId('configuration-resource-open-nletpadf01');
    expect(open.getAttribute('href')).toBe('https://adf.azure.com/x');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('configuration-resource-open-nletpkv01')).toBeNull();
    expect(screen.getByTestId('configuration-stop-cost-saving')).toBeTruthy();
  });

  it('starts a card nobody saved from what this installation uses, says so and marks it optional', async () => {
    const nodeModel = {
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'payroll-analytics-2026' },
    };
    fakeServer([
      ['GET', new RegExp(`^${base}$`), overview({ kinds: ['nodeModel'] })],
      [
        'GET',
        new RegExp(`^${base}/nodeModel$`),
        card(
          'nodeModel',
          {},
          { version: 0, timestamp: null, installDefault: { values: nodeModel, optional: true } },
        ),
      ],
    ]);
    render();
    expect(await screen.findByTestId('configuration-nodeModel-optional')).toBeTruthy();
    expect(screen.getByTestId('configuration-nodeModel-version').textContent).toContain(
      'Cairn keeps the node model in its own git repository',
    );
    expect(input('configuration-nodeModel-nodeModelPlatformConfiguration.NodeModelRepositoryId').value).toBe(
      'payroll-analytics-2026',
    );
  });

  it('hides Stop cost saving for a gain engagement', async () => {
    fakeServer(routes({ isGain: true }));
    render();
    expect(await screen.findByTestId('configuration-card-reporting')).toBeTruthy();
    expect(screen.queryByTestId('configuration-stop-cost-saving')).toBeNull();
  });

  it("checks a card's rules on blur with the spec's messages, sends nothing, then saves a new version", async () => {
    const server = fakeServer(routes());
    render();
    await waitFor(() => expect(input('configuration-reporting-outputContainer').value).toBe('reports'));
    fireEvent.change(input('configuration-reporting-outputContainer'), { target: { value: '' } });
    fireEvent.blur(input('configuration-reporting-outputContainer'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(input('configuration-reporting-outputContainer'), { target: { value: 'Bad_Name' } });
    fireEvent.blur(input('configuration-reporting-outputContainer'));
    expect(await screen.findByText('Use 3 to 63 lowercase letters, digits and single dashes')).toBeTruthy();
    fireEvent.click(screen.getByTestId('configuration-reporting-save'));
    await waitFor(() =>
      expect(screen.getAllByText('Use 3 to 63 lowercase letters, digits and single dashes')).toHaveLength(1),
    );
    expect(server.callsTo(new RegExp(`^${base}/reporting$`)).filter((c) => c.method === 'PUT')).toHaveLength(
      0,
    );

    fireEvent.change(input('configuration-reporting-outputContainer'), { target: { value: 'reports-2026' } });
    // The version's tag: counted down to 100 characters, refused beyond them (section 9).
    const tag = within(screen.getByTestId('configuration-card-reporting')).getByLabelText('Tag');
    fireEvent.change(tag, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('101 / 100')).toBeTruthy();
    fireEvent.click(screen.getByTestId('configuration-reporting-save'));
    expect(await screen.findByText('Tag max length exceeded')).toBeTruthy();
    expect(server.callsTo(new RegExp(`^${base}/reporting$`)).filter((c) => c.method === 'PUT')).toHaveLength(
      0,
    );
    fireEvent.change(tag, { target: { value: ' new container ' } });
    fireEvent.click(screen.getByTestId('configuration-reporting-save'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const put = server.callsTo(new RegExp(`^${base}/reporting$`)).find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      values: { ...REPORTING, outputContainer: 'reports-2026' },
      tag: 'new container',
    });
    await waitFor(() =>
      expect(screen.getByTestId('configuration-card-reporting').getAttribute('data-version')).toBe('3'),
    );
  });

  it('shows the AWS fields of an AWS pipeline and checks the 12-digit account id', async () => {
    fakeServer(routes());
    render();
    await waitFor(() =>
      expect(input('configuration-pipeline-pipelinePlatformConfiguration.AwsAccountId').value).toBe(
        '123456789012',
      ),
    );
    expect(
      screen.queryByTestId('configuration-pipeline-pipelinePlatformConfiguration.SubscriptionId'),
    ).toBeNull();
    fireEvent.change(input('configuration-pipeline-pipelinePlatformConfiguration.AwsAccountId'), {
      target: { value: '1234' },
    });
    fireEvent.blur(input('configuration-pipeline-pipelinePlatformConfiguration.AwsAccountId'));
    expect(await screen.findByText('Please provide a 12-digit account id')).toBeTruthy();
  });

  it('shows the passphrase as set and sends a replacement only when one is typed', async () => {
    const server = fakeServer(routes());
    render();
    const status = await screen.findByTestId('configuration-gain-sftpEncryption_PgpPassphrase-status');
    expect(status.getAttribute('data-set')).toBe('true');
    fireEvent.click(screen.getByTestId('configuration-gain-sftpEncryption_PgpPassphrase-replace'));
    fireEvent.change(input('configuration-gain-sftpEncryption_PgpPassphrase'), {
      target: { value: 'new-pass' },
    });
    fireEvent.click(screen.getByTestId('configuration-gain-save'));
    await waitFor(() =>
      expect(server.callsTo(new RegExp(`^${base}/gain$`)).find((c) => c.method === 'PUT')?.body).toEqual({
        // The outbound target's select, left empty, sends an empty group (the server drops it).
        values: { sftpListener_ScanPath: '/in', outboundTarget: {} },
        secrets: { sftpEncryption_PgpPassphrase: 'new-pass' },
      }),
    );
  });

  it('restores an earlier version from the history, never the newest, and compares two versions', async () => {
    const server = fakeServer(routes());
    render();
    await waitFor(() => expect(input('configuration-reporting-outputContainer').value).toBe('reports'));
    fireEvent.click(screen.getByTestId('configuration-reporting-history'));
    const dialog = await screen.findByTestId('configuration-history');
    await within(dialog).findByTestId('configuration-restore-1');
    expect(within(dialog).queryByTestId('configuration-restore-2')).toBeNull();
    expect(within(dialog).getByText('before the 2026 run')).toBeTruthy();

    const rowOf = (version: number) => dialog.querySelector(`tr[data-version="${version}"]`) as HTMLElement;
    fireEvent.click(within(rowOf(1)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(2)).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByTestId('configuration-history-compare'));
    const diff = await screen.findByTestId('configuration-diff-table');
    expect(within(diff).getByText('reports-old')).toBeTruthy();
    expect(within(diff).getByText('reports')).toBeTruthy();
    expect(diff.querySelectorAll('tr[data-field]')).toHaveLength(1);

    fireEvent.click(within(dialog).getByTestId('configuration-restore-1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored')).toBeTruthy();
    expect(server.callsTo(new RegExp(`^${base}/reporting/restore$`))[0].body).toEqual({ version: 1 });
  });

  it('is read-only without write: no Save, no Replace, no Restore, fields disabled', async () => {
    fakeServer(
      routes(
        { abilities: { update: false, stopCostSaving: false } },
        { abilities: { update: false, restore: false } },
      ),
    );
    render();
    await waitFor(() => expect(input('configuration-reporting-outputContainer').value).toBe('reports'));
    expect(input('configuration-reporting-outputContainer').disabled).toBe(true);
    expect(screen.queryByTestId('configuration-reporting-save')).toBeNull();
    expect(screen.queryByTestId('configuration-gain-sftpEncryption_PgpPassphrase-replace')).toBeNull();
    expect(screen.queryByTestId('configuration-stop-cost-saving')).toBeNull();
    fireEvent.click(screen.getByTestId('configuration-reporting-history'));
    const dialog = await screen.findByTestId('configuration-history');
    await waitFor(() => expect(dialog.querySelector('tr[data-version="1"]')).toBeTruthy());
    expect(within(dialog).queryByTestId('configuration-restore-1')).toBeNull();
  });
});
