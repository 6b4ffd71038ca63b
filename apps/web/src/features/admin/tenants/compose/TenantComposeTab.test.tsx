// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decodeQuery, type Tenant, type TenantResource, type TenantResourcesSave } from '@cairn/contracts';
import { TenantComposeTab } from './TenantComposeTab';
import { problemAnswer } from '../../../../shared/testing/problemAnswer';
import { fakeServer, renderWithApp, type Route } from '../../../../shared/testing/renderWithApp';
import { chooseOption } from '../../../../shared/testing/chooseOption';

const tenant: Tenant = {
  id: 't-1',
  name: 'Acme',
  cloudProvider: 1,
  cloudConfiguration: '{}',
  subscriptionId: '',
  resourceGroupName: '',
  activeDirectoryId: '',
  isRemovable: true,
  deploymentStatus: 0,
  abilities: { update: true, delete: true, compose: true, deploy: true, assignRoles: true },
};

const resources: TenantResource[] = [
  {
    id: 'r-sa',
    name: 'nletpacmesa',
    resourceType: 'StorageAccount',
    tag: 'Landing zone',
    // `region` is a key the form does not know: Save must keep it.
    configuration: JSON.stringify({ createContainers: false, region: 'westeurope' }),
  },
  {
    id: 'r-db',
    name: 'nletpacmesd',
    resourceType: 'SqlDatabase',
    tag: 'Warehouse',
    configuration: JSON.stringify({
      seedEntries: true,
      initialSetupPerformed: true,
      sqlServerName: 'nletpacmess',
    }),
  },
  { id: 'r-ss', name: 'nletpacmess', resourceType: 'SqlServer', tag: 'SQL', configuration: '{}' },
  {
    id: 'r-df',
    name: 'nletpacmedf',
    resourceType: 'DataFactory',
    tag: 'Pipelines',
    configuration: JSON.stringify({ addDataFactoryLinkedServices: false, linkedServiceResourceIds: [] }),
  },
];

function routes(list: TenantResource[], extra: Route[] = []): Route[] {
  return [
    ...extra,
    ['GET', /^\/api\/tenants\/t-1\/resources$/, list],
    ['GET', /^\/api\/tenants\/t-1$/, tenant],
    ['GET', /^\/appSettings\.json$/, { environment: 'Development' }],
  ];
}

const card = (name: string) => screen.getByTestId(`compose-card-${name}`);
const field = (name: string, key: string) =>
  within(card(name)).getByTestId(`compose-field-${key}`).closest('label')?.querySelector('input') ??
  within(card(name)).getByTestId(`compose-field-${key}`);
const isDisabled = (el: Element) =>
  (el as HTMLInputElement).disabled || el.className.includes('disabled') || !!el.querySelector('[disabled]');

/** Opens an antd select and picks the option with this text. */
const choose = chooseOption;

const savedBody = (server: ReturnType<typeof fakeServer>) => {
  const puts = server.calls.filter((c) => c.method === 'PUT');
  return puts[puts.length - 1]?.body as TenantResourcesSave;
};
const configurationOf = (body: TenantResourcesSave, name: string) =>
  JSON.parse(decodeQuery(body.resources.find((r) => r.name === name)!.configurationBase64)) as Record<
    string,
    unknown
  >;

afterEach(cleanup);

describe('TenantComposeTab', { timeout: 60_000 }, () => {
  it('renders a form per type with exactly its keys', async () => {
    fakeServer(routes(resources));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    expect((await screen.findByTestId('compose-count')).getAttribute('data-count')).toBe('4');
    const keysOf = (name: string) =>
      [...card(name).querySelectorAll('[data-testid^="compose-field-"]')].map((el) =>
        el.getAttribute('data-testid')!.replace('compose-field-', ''),
      );
    expect(keysOf('nletpacmesa')).toEqual([
      'createGatewayEntry',
      'createContainers',
      'deployBlobPrivateEndpoint',
      'deployDfsPrivateEndpoint',
      'deployFilePrivateEndpoint',
      'deployQueuePrivateEndpoint',
    ]);
    expect(keysOf('nletpacmesd')).toEqual(['seedEntries', 'sqlServerName']);
    expect(keysOf('nletpacmess')).toEqual(['deploySqlServerPrivateEndpoint', 'managedIdentityName']);
    expect(keysOf('nletpacmedf')).toEqual([
      'deployDataFactoryPrivateEndpoint',
      'addDataFactoryLinkedServices',
      'managedIdentityName',
      'linkedServiceResourceIds',
    ]);
    // The SQL server link shows the chosen server; no Import template once there are resources.
    expect(within(card('nletpacmesd')).getByText('nletpacmess')).toBeTruthy();
    expect(screen.queryByTestId('compose-import')).toBeNull();
  });

  it('disables seed entries once the initial setup ran, and linked services while they are off', async () => {
    fakeServer(routes(resources));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    await screen.findByTestId('compose-card-nletpacmesd');
    expect(isDisabled(field('nletpacmesd', 'seedEntries'))).toBe(true);
    expect(within(card('nletpacmesd')).getByText(/Fixed because/)).toBeTruthy();
    expect(isDisabled(field('nletpacmedf', 'linkedServiceResourceIds'))).toBe(true);
    fireEvent.click(field('nletpacmedf', 'addDataFactoryLinkedServices'));
    await waitFor(() => expect(isDisabled(field('nletpacmedf', 'linkedServiceResourceIds'))).toBe(false));
    // The choices are the tenant's storage accounts and data lakes, by id.
    await choose(
      within(card('nletpacmedf')).getByTestId('compose-field-linkedServiceResourceIds'),
      'nletpacmesa',
    );
    expect(screen.getByTestId('compose-tab').getAttribute('data-dirty')).toBe('true');
  });

  it('saves the whole list base64-encoded, keeping keys the form does not know', async () => {
    const server = fakeServer(routes(resources, [['PUT', /^\/api\/tenants\/t-1\/resources$/, resources]]));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    await screen.findByTestId('compose-card-nletpacmesa');
    const deploy = () =>
      within(screen.getByTestId('compose-deploy')).getByRole('button') as HTMLButtonElement;
    expect((screen.getByTestId('compose-save') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(deploy().disabled).toBe(false));
    fireEvent.click(field('nletpacmesa', 'createContainers'));
    // Deploy waits for the edits to be saved.
    expect(deploy().disabled).toBe(true);
    // Found by its label, as assistive technology finds it: each card ties its Tag label to its own field.
    const tag = within(card('nletpacmesa')).getByLabelText('Tag');
    expect(tag).toBe(within(card('nletpacmesa')).getByTestId('compose-card-tag'));
    fireEvent.change(tag, { target: { value: 'Landing zone – é' } });
    fireEvent.click(screen.getByTestId('compose-save'));
    expect(await screen.findByText('Tenant resource settings saved')).toBeTruthy();
    await waitFor(() => expect(deploy().disabled).toBe(false));
    const body = savedBody(server);
    expect(body.resources.map((r) => r.id)).toEqual(['r-sa', 'r-db', 'r-ss', 'r-df']);
    expect(configurationOf(body, 'nletpacmesa')).toEqual({ createContainers: true, region: 'westeurope' });
    expect(body.resources[0].tag).toBe('Landing zone – é');
    expect(configurationOf(body, 'nletpacmesd')).toEqual({
      seedEntries: true,
      initialSetupPerformed: true,
      sqlServerName: 'nletpacmess',
    });
  });

  it('shows the field errors of a 400 under the field of the card', async () => {
    fakeServer(
      routes(resources, [
        [
          'PUT',
          /^\/api\/tenants\/t-1\/resources$/,
          problemAnswer(400, {
            title: 'Bad Request',
            errors: [
              { field: 'resources.1.tag', key: 'tagMaxLengthExceeded', message: 'Tag max length exceeded' },
            ],
          }),
        ],
      ]),
    );
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    await screen.findByTestId('compose-card-nletpacmesd');
    fireEvent.click(field('nletpacmess', 'deploySqlServerPrivateEndpoint'));
    fireEvent.click(screen.getByTestId('compose-save'));
    expect(await within(card('nletpacmesd')).findByText('Tag max length exceeded')).toBeTruthy();
    expect(within(card('nletpacmesa')).queryByText('Tag max length exceeded')).toBeNull();
  });

  it('adds a resource with the rules of the New resource modal, and deletes one after confirming', async () => {
    const server = fakeServer(routes(resources, [['PUT', /^\/api\/tenants\/t-1\/resources$/, resources]]));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    fireEvent.click(await screen.findByTestId('compose-new'));
    // The list is sorted and filters as one types.
    await choose(await screen.findByTestId('compose-new-resource-type'), 'Power BI workspace', 'power bi w');
    fireEvent.change(screen.getByTestId('compose-new-resource-name'), { target: { value: 'acmepbi' } });
    fireEvent.change(screen.getByTestId('compose-new-resource-tag'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByTestId('compose-new-resource-submit'));
    expect(await screen.findByText('Must start with nletp')).toBeTruthy();
    expect(await screen.findByText('Tag max length exceeded')).toBeTruthy();
    // The installation's environment (appSettings: Development) is part of a new name.
    expect(screen.getByText('Starts with nletpd; 8 to 24 letters and digits.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('compose-new-resource-name'), { target: { value: 'nletpacmepbiw' } });
    fireEvent.click(screen.getByTestId('compose-new-resource-submit'));
    expect(await screen.findByText('Must include the environment: start with nletpd')).toBeTruthy();
    fireEvent.change(screen.getByTestId('compose-new-resource-name'), {
      target: { value: 'nletpdacmepbiw' },
    });
    fireEvent.change(screen.getByTestId('compose-new-resource-tag'), {
      target: { value: 'Reports\nfor payroll' },
    });
    fireEvent.click(screen.getByTestId('compose-new-resource-submit'));
    expect(await screen.findByText('Azure component added')).toBeTruthy();
    expect(card('nletpdacmepbiw').getAttribute('data-new')).toBe('true');
    expect(screen.getByTestId('compose-count').getAttribute('data-count')).toBe('5');

    fireEvent.click(within(card('nletpacmesa')).getByTestId('compose-card-delete'));
    expect(
      await screen.findByText(
        'Storage account - nletpacmesa will be removed from the composition. It is deleted from the tenant when you save.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('compose-delete-confirm'));
    expect(await screen.findByText('Resource deleted')).toBeTruthy();
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(savedBody(server)).toBeTruthy());
    const body = savedBody(server);
    expect(body.resources.map((r) => r.id ?? r.name)).toEqual(['r-db', 'r-ss', 'r-df', 'nletpdacmepbiw']);
    expect(body.resources[3]).toMatchObject({
      resourceType: 'PowerBIWorkspace',
      tag: 'Reports\nfor payroll',
    });
    expect(configurationOf(body, 'nletpdacmepbiw')).toEqual({ powerBiCapacityName: '' });
  });

  it('imports a template into an empty tenant: proposals, one removed, the rest as unsaved cards', async () => {
    fakeServer(routes([]));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    fireEvent.click(await screen.findByTestId('compose-import'));
    await choose(
      await screen.findByTestId('compose-import-template-type'),
      'Payroll analytics: one engagement',
    );
    expect(screen.getByText('NL-ETP-D-')).toBeTruthy();
    // The prefix says what it becomes, with an example of a name it makes.
    expect(screen.getByTestId('compose-import-template-prefix-help').textContent).toContain(
      '“acme” names the SQL database nletpdacmepaysd',
    );
    fireEvent.change(screen.getByTestId('compose-import-template-prefix'), { target: { value: 'acme' } });
    const names = () =>
      screen.getAllByTestId('compose-import-template-proposal').map((el) => el.getAttribute('data-name'));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(screen.getByText('SQL database - nletpdacmepaysd')).toBeTruthy();
    fireEvent.click(screen.getByTestId('compose-import-template-remove-nletpdacmepaykv'));
    await waitFor(() => expect(names()).toHaveLength(9));
    expect(names()).not.toContain('nletpdacmepaykv');
    fireEvent.click(screen.getByTestId('compose-import-template-submit'));
    expect(await screen.findByText('Azure components added: 9')).toBeTruthy();
    expect(screen.getByTestId('compose-count').getAttribute('data-count')).toBe('9');
    expect(card('nletpdacmepaysd').getAttribute('data-new')).toBe('true');
    // Links inside the template are filled in; Import template is gone now that there are cards.
    expect(within(card('nletpdacmepaysd')).getByText('nletpdacmepayss')).toBeTruthy();
    expect(screen.queryByTestId('compose-import')).toBeNull();
  });

  it('offers templates by names that say what they are for, each with a line on what it sets up', async () => {
    fakeServer(routes([]));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    fireEvent.click(await screen.findByTestId('compose-import'));
    fireEvent.mouseDown(
      within(await screen.findByTestId('compose-import-template-type')).getByRole('combobox'),
    );
    const wkrBase = await screen.findByTestId('compose-import-template-option-WKR Analtyics Base Tenant');
    expect(wkrBase.textContent).toContain('WKR analytics: shared base for several engagements');
    expect(wkrBase.textContent).toContain('work-related expenses');
    // The spec's codes (and their misspelling) are data, not what people read.
    const labels = [...document.querySelectorAll('[data-option-label]')].map((el) => el.textContent);
    expect(labels).toHaveLength(5);
    expect(labels).not.toContain('WKR Analtyics Base Tenant');
    expect(labels).not.toContain('Payroll Analytics Engagement');
  });

  it('locks everything while a deployment runs', async () => {
    fakeServer(routes(resources));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked />);
    await screen.findByTestId('compose-card-nletpacmesa');
    expect(screen.getByTestId('compose-locked-banner').textContent).toContain(
      'Page locked because deployment in progress',
    );
    expect((screen.getByTestId('compose-new') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('compose-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryAllByTestId('compose-card-delete')).toHaveLength(0);
    expect(isDisabled(field('nletpacmesa', 'createContainers'))).toBe(true);
    expect(
      (within(card('nletpacmesa')).getByTestId('compose-card-tag') as HTMLTextAreaElement).disabled,
    ).toBe(true);
    // The raw JSON can still be read, not applied.
    fireEvent.click(within(card('nletpacmesa')).getByTestId('compose-card-json'));
    expect(((await screen.findByTestId('compose-json-text')) as HTMLTextAreaElement).value).toContain(
      'westeurope',
    );
  });

  it('shows a reader the composition without buttons', async () => {
    const reader = { ...tenant, abilities: { ...tenant.abilities, compose: false, deploy: false } };
    fakeServer([['GET', /^\/api\/tenants\/t-1$/, reader], ...routes(resources)]);
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    await screen.findByTestId('compose-card-nletpacmesa');
    expect(screen.queryByTestId('compose-new')).toBeNull();
    expect(screen.queryByTestId('compose-save')).toBeNull();
    expect(screen.queryAllByTestId('compose-card-delete')).toHaveLength(0);
    expect(isDisabled(field('nletpacmesa', 'createContainers'))).toBe(true);
  });

  it('edits the raw JSON of a card and refuses text that is not a JSON object', async () => {
    const server = fakeServer(routes(resources, [['PUT', /^\/api\/tenants\/t-1\/resources$/, resources]]));
    renderWithApp(<TenantComposeTab tenantId="t-1" locked={false} />);
    await screen.findByTestId('compose-card-nletpacmess');
    fireEvent.click(within(card('nletpacmess')).getByTestId('compose-card-json'));
    const text = await screen.findByTestId('compose-json-text');
    fireEvent.change(text, { target: { value: '[1, 2' } });
    fireEvent.click(screen.getByTestId('compose-json-submit'));
    expect(await screen.findByText('Invalid json')).toBeTruthy();
    fireEvent.change(text, {
      target: { value: '{ "deploySqlServerPrivateEndpoint": true, "custom": "ü" }' },
    });
    fireEvent.click(screen.getByTestId('compose-json-submit'));
    await waitFor(() => expect(screen.queryByTestId('compose-json-text')).toBeNull());
    fireEvent.click(screen.getByTestId('compose-save'));
    await waitFor(() => expect(savedBody(server)).toBeTruthy());
    expect(configurationOf(savedBody(server), 'nletpacmess')).toEqual({
      deploySqlServerPrivateEndpoint: true,
      custom: 'ü',
    });
  });
});
