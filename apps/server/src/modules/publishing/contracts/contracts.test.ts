// Data contracts through the API on a real database and node model (git): what is under contract
// (nodes, tests and dashboards reading a node), what a branch breaks, publish refused until the
// contract is versioned up, the version-up rules (400 with nothing written), and version 1 recorded
// when a branch is published.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  encodeQuery,
  engagementScope,
  ROLE_NAMES,
  type ContractCheck,
  type DataContract,
  type DataContractList,
} from '@cairn/contracts';
import { dataContractVersions } from '../../../db/schema/publishing.js';
import { buildEngagement, buildTenant } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { requestOk, signInNewUser, useTestServer, type SignedInClient } from '../../../test/test-server.js';

const server = useTestServer();
let engagementId: string;
let owner: SignedInClient;
let reader: SignedInClient;

const api = () => `/api/engagements/${engagementId}`;
const layerApi = (branch: string, layer: string) =>
  `/api/nodeModel/engagements/${engagementId}/branches/${branch}/layers/${layer}/nodes`;
const ok = <T>(method: string, url: string, body?: unknown) => requestOk<T>(owner, method, url, body);
const LINES_FIELDS = [
  { name: 'employee_id', dataType: 'NVARCHAR(50)' },
  { name: 'amount', dataType: 'DECIMAL(38,5)' },
  { name: 'period', dataType: 'DATETIME' },
];

async function putNode(branch: string, layer: string, name: string, query: string, fields = LINES_FIELDS) {
  await ok('POST', layerApi(branch, layer), { name, query: encodeQuery(query) });
  await ok('PUT', `${layerApi(branch, layer)}/${name}/fields`, fields);
}
const versionRows = () =>
  server.database.db
    .select()
    .from(dataContractVersions)
    .where(eq(dataContractVersions.engagementId, engagementId));

beforeAll(async () => {
  const db = server.database.db;
  const tenantId = (await buildTenant(db)).id;
  engagementId = (await buildEngagement(db, tenantId, { features: ['Storage', 'Pipelines', 'NodeModelGit'] }))
    .id;
  const scope = engagementScope(engagementId);
  owner = await signInNewUser(server, {
    name: 'Pia Publisher',
    roles: [{ role: ROLE_NAMES.superConfigurer, scope }],
  });
  reader = await signInNewUser(server, { roles: [{ role: ROLE_NAMES.consultant, scope }] });
  await putNode('main', 'model', 'payroll_lines', 'select * from import.payroll');
  await putNode('main', 'model', 'unread', 'select 1 as one', [{ name: 'one_col', dataType: 'INT' }]);
  await putNode(
    'main',
    'filtering',
    'payroll_filtered',
    'select * from model.payroll_lines where amount > 0',
  );
  const definition = {
    name: 'Costs',
    pages: [
      {
        title: 'Costs',
        tiles: [
          {
            id: 't',
            title: 'T',
            query: 'select * from filtering.payroll_filtered',
            chart: { type: 'table' },
          },
        ],
      },
    ],
  };
  const { payload, headers } = multipartBody([{ name: 'costs.json', content: JSON.stringify(definition) }]);
  const uploaded = await owner.request('POST', `${api()}/dashboards`, payload, headers);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  await ok('POST', `/api/nodeModel/engagements/${engagementId}/branches`, {
    name: 'working',
    parentBranch: 'main',
  });
}, 60_000);

describe('data contracts', () => {
  it('puts every node that a node, a test or a dashboard reads under contract, version 1 as it is', async () => {
    const list = await requestOk<DataContractList>(reader, 'GET', `${api()}/contracts`);
    expect(list.publishedBranch).toBe('main');
    expect(list.abilities.versionUp).toBe(false);
    expect(list.contracts.map((c) => `${c.layer}.${c.node}`)).toEqual([
      'model.payroll_lines',
      'filtering.payroll_filtered',
    ]);
    const [lines, filtered] = list.contracts;
    expect(lines).toMatchObject({
      version: 1,
      recorded: false,
      columns: LINES_FIELDS,
      keys: [],
      branch: 'main',
    });
    expect(lines.consumers).toEqual([{ kind: 'node', name: 'filtering.payroll_filtered' }]);
    expect(filtered.consumers).toEqual([{ kind: 'dashboard', name: 'Costs' }]);
  });

  it('shows what a branch breaks and refuses to publish it until the contract is versioned up', async () => {
    await ok('PUT', `${layerApi('working', 'model')}/payroll_lines/fields`, [
      { name: 'employee_id', dataType: 'INT' },
      { name: 'amount_eur', dataType: 'DECIMAL(38,5)' },
    ]);
    const check = await requestOk<ContractCheck>(reader, 'GET', `${api()}/contracts/check?branch=WORKING`);
    expect(check).toEqual({
      branch: 'working',
      breaks: [
        {
          layer: 'model',
          node: 'payroll_lines',
          version: 1,
          changes: [
            { change: 'typeChanged', column: 'employee_id', from: 'NVARCHAR(50)', to: 'INT' },
            { change: 'renamed', column: 'amount', from: null, to: 'amount_eur' },
            { change: 'dropped', column: 'period', from: null, to: null },
          ],
        },
      ],
    });

    const refused = await owner.request('POST', `${api()}/publish`, { branch: 'working' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'contractBroken',
      detail:
        'Branch working breaks the contract of model.payroll_lines (version 1): column employee_id changes type from NVARCHAR(50) to INT, column amount is renamed to amount_eur, column period is dropped. Version the contract up on the Contracts page first.',
    });
    expect((await requestOk<{ branch: string }>(owner, 'GET', `${api()}/publish`)).branch).toBe('main');
    expect(await versionRows()).toEqual([]);
  });

  it('refuses a version without keys, with a key that is no column, or from a reader, writing nothing', async () => {
    const url = `${api()}/contracts/model/payroll_lines/versions`;
    const none = await owner.request('POST', url, { branch: 'working', keys: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'keys', message: 'At least one key required', key: 'atLeastOneKeyRequired' },
    ]);
    const unknown = await owner.request('POST', url, { branch: 'working', keys: ['employee_id', 'period'] });
    expect(unknown.json().errors).toEqual([
      { field: 'keys.1', message: 'Invalid value', key: 'invalidValue' },
    ]);
    expect((await reader.request('POST', url, { branch: 'working', keys: ['employee_id'] })).statusCode).toBe(
      403,
    );
    const unread = await owner.request('POST', `${api()}/contracts/model/unread/versions`, {
      branch: 'working',
      keys: ['one_col'],
    });
    expect(unread.statusCode).toBe(404);
    expect(await versionRows()).toEqual([]);
  });

  it('versions the contract up from the branch, keeps version 1, and then publishes the branch', async () => {
    const url = `${api()}/contracts/model/payroll_lines/versions`;
    const v2 = await ok<DataContract>('POST', url, { branch: 'working', keys: ['EMPLOYEE_ID'] });
    expect(v2).toMatchObject({
      version: 2,
      recorded: true,
      keys: ['employee_id'],
      branch: 'working',
      recordedBy: 'Pia Publisher',
      columns: [
        { name: 'employee_id', dataType: 'INT' },
        { name: 'amount_eur', dataType: 'DECIMAL(38,5)' },
      ],
    });
    const rows = await versionRows();
    expect(rows.map((r) => [r.node, r.version, r.branch])).toEqual(
      expect.arrayContaining([
        ['payroll_lines', 1, 'main'],
        ['payroll_lines', 2, 'working'],
      ]),
    );
    expect(
      (await requestOk<ContractCheck>(reader, 'GET', `${api()}/contracts/check?branch=working`)).breaks,
    ).toEqual([]);
    // main itself now breaks version 2: its node is still the old shape.
    const onMain = await requestOk<ContractCheck>(reader, 'GET', `${api()}/contracts/check?branch=main`);
    expect(onMain.breaks.map((b) => [b.node, b.version])).toEqual([['payroll_lines', 2]]);

    await ok('POST', `${api()}/publish`, { branch: 'working' });
    // Publishing recorded version 1 of the other node under contract.
    const list = await requestOk<DataContractList>(owner, 'GET', `${api()}/contracts`);
    expect(list.publishedBranch).toBe('working');
    expect(list.abilities.versionUp).toBe(true);
    expect(list.contracts.map((c) => [c.node, c.version, c.recorded])).toEqual([
      ['payroll_lines', 2, true],
      ['payroll_filtered', 1, true],
    ]);
  });

  it('answers 404 for a branch that does not exist', async () => {
    expect((await reader.request('GET', `${api()}/contracts/check?branch=nowhere`)).statusCode).toBe(404);
  });
});
