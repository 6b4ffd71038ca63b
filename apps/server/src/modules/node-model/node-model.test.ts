import { describe, expect, it } from 'vitest';
import { decodeQuery, engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { fieldErrors, signIn } from '../../test/test-server.js';
import {
  AUTHOR,
  READER,
  WRITER,
  addWorkingBranch,
  b64,
  CONFIGURER,
  fsck,
  useNodeModel,
} from './node-model.test-helpers.js';

const f = useNodeModel(addWorkingBranch);

describe('nodes, fields and properties', () => {
  const nodes = () => `${f.base}/branches/working/layers/model/nodes`;

  it('adds a node (addNewNode) and refuses a duplicate name in the layer', async () => {
    const res = await f.configurer.request('POST', nodes(), { name: 'payroll_lines', dbSchema: 'model' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      name: 'payroll_lines',
      dbSchema: 'model',
      query: '',
      fields: [],
      properties: [],
    });
    expect(f.commits()[0]).toBe(`${AUTHOR}|Add node model.payroll_lines (schema model)`);
    const duplicate = await f.configurer.request('POST', nodes(), { name: 'Payroll_Lines' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors[0]).toMatchObject({
      field: 'name',
      message: 'A node with this name already exists',
      key: 'noDuplicateNodeName',
    });
    expect((await f.configurer.request('POST', nodes(), { name: 'bad-name' })).statusCode).toBe(400);
    expect((await f.consultant.request('GET', nodes())).json()).toEqual([
      { name: 'payroll_lines', dbSchema: 'model' },
    ]);
    // The node is on the branch only, not on its parent.
    expect((await f.consultant.request('GET', `${f.base}/branches/main/layers/model/nodes`)).json()).toEqual(
      [],
    );
  });

  it('saves the query (base64) and derives the field status from it', async () => {
    const query = 'select employee_id as employee_id,\n  amount as amount -- gross\nfrom import.payroll_2026';
    const saved = await f.configurer.request('PUT', `${nodes()}/payroll_lines`, { query: b64(query) });
    expect(saved.statusCode).toBe(200);
    expect(decodeQuery(saved.json().query)).toBe(query);
    expect(f.commits()[0]).toBe(`${AUTHOR}|Save query of model.payroll_lines`);
    const fields = await f.configurer.request('PUT', `${nodes()}/payroll_lines/fields`, [
      { name: 'employee_id', dataType: 'nvarchar(50)' },
      { name: 'amount', dataType: 'DECIMAL(38,5)' },
      { name: 'period', dataType: 'DATETIME' },
    ]);
    expect(fields.statusCode).toBe(200);
    expect(fields.json()).toEqual([
      { name: 'employee_id', dataType: 'NVARCHAR(50)', status: 'active' },
      { name: 'amount', dataType: 'DECIMAL(38,5)', status: 'active' },
      { name: 'period', dataType: 'DATETIME', status: 'inactive' },
    ]);
    expect(f.commits()[0]).toBe(
      `${AUTHOR}|Save fields of model.payroll_lines: added employee_id, amount and period`,
    );
    const detail = (await f.consultant.request('GET', `${nodes()}/payroll_lines`)).json();
    expect(detail.fields.map((x: { status: string }) => x.status)).toEqual(['active', 'active', 'inactive']);
    expect((await f.consultant.request('GET', `${nodes()}/payroll_lines/fields`)).json()).toEqual(
      fields.json(),
    );
  });

  it('validates the whole field list: 400 with the row and the message, no commit', async () => {
    const errors = await f.refused(() =>
      f.configurer.request('PUT', `${nodes()}/payroll_lines/fields`, [
        { name: 'amount', dataType: 'INT' },
        { name: 'AMOUNT', dataType: 'INT' },
        { name: 'abc', dataType: 'TEXT' },
      ]),
    );
    expect(errors).toEqual([
      { field: '1.name', message: 'A field with this name already exists', key: 'noDuplicateField' },
      { field: '2.name', message: 'Please enter at least 4 characters', key: 'minLength' },
      { field: '2.dataType', message: 'Invalid value', key: 'invalidValue' },
    ]);
    expect((await f.configurer.request('GET', `${nodes()}/payroll_lines/fields`)).json()).toHaveLength(3);
  });

  it('in a gain engagement: field names from 2 characters, an empty data type becomes the default', async () => {
    const db = f.server.database.db;
    const gain = await buildEngagement(db, (await buildTenant(db)).id, {
      features: ['GAIN', 'NodeModelGit'],
    });
    const user = await buildUser(db, {
      roles: [{ role: ROLE_NAMES.configurer, scope: engagementScope(gain.id) }],
    });
    const client = await signIn(f.server, user.email, PASSWORD);
    const gainNodes = `/api/nodeModel/engagements/${gain.id}/branches/main/layers/model/nodes`;
    await client.request('POST', gainNodes, {
      name: 'gain_lines',
      query: b64('select employee_id as id from import.payroll_2026'),
    });
    const ok = await client.request('PUT', `${gainNodes}/gain_lines/fields`, [{ name: 'id', dataType: '' }]);
    expect(ok.json()).toEqual([{ name: 'id', dataType: 'NVARCHAR(255)', status: 'active' }]);
    const short = await client.request('PUT', `${gainNodes}/gain_lines/fields`, [
      { name: 'x', dataType: 'INT' },
    ]);
    expect(short.json().errors).toEqual([
      { field: '0.name', message: 'Please enter at least 2 characters', key: 'minLength' },
    ]);
  });

  it('refuses a query that is not base64, with no commit', async () => {
    const errors = await f.refused(() =>
      f.configurer.request('PUT', `${nodes()}/payroll_lines`, { query: 'select * from x' }),
    );
    expect(errors).toEqual([{ field: 'query', message: 'Invalid value', key: 'invalidValue' }]);
  });

  it('saves properties: name rule, no duplicate ignoring case, value by the field value rule', async () => {
    const url = `${f.base}/branches/working/layers/filtering/nodes`;
    expect((await f.configurer.request('POST', url, { name: 'payroll_filtered' })).statusCode).toBe(201);
    const bad = await f.refused(() =>
      f.configurer.request('PUT', `${url}/payroll_filtered/properties`, [
        { name: 'country', value: 'NL' },
        { name: 'Country', value: 'DE' },
        { name: 'min_amount', value: '' },
        { name: 'label', value: 'tax year' },
      ]),
    );
    expect(bad).toEqual([
      { field: '1.name', message: 'A property with this name already exists', key: 'noDuplicateProperty' },
      { field: '2.value', message: 'Field cannot be empty', key: 'fieldCannotBeEmpty' },
      {
        field: '3.value',
        message: 'Field may not contain spaces or special characters other than : . /',
        key: 'noSpecialCharacters',
      },
    ]);
    const properties = [
      { name: 'country', value: 'NL' },
      { name: 'min_amount', value: '0' },
    ];
    const ok = await f.configurer.request('PUT', `${url}/payroll_filtered/properties`, properties);
    expect(ok.json()).toEqual(properties);
    expect(f.commits()[0]).toBe(
      `${AUTHOR}|Save properties of filtering.payroll_filtered: added country and min_amount`,
    );
    const read = (path: string) => f.consultant.request('GET', `${url}/payroll_filtered${path}`);
    expect((await read('/properties')).json()).toEqual(properties);
    expect((await read('')).json().properties).toEqual(properties);
  });

  it('answers 404 for an unknown node and 400 for an unknown layer', async () => {
    const status = async (url: string) => (await f.consultant.request('GET', url)).statusCode;
    expect(await status(`${nodes()}/nothing_here`)).toBe(404);
    expect(await status(`${f.base}/branches/working/layers/import/nodes`)).toBe(400);
  });
});

describe('sources, categories and tests', () => {
  const node = () => `${f.base}/branches/working/layers/model/nodes/payroll_lines`;
  const testNode = () => `${f.base}/branches/working/layers/test/nodes/payroll_checks`;

  it('adds, lists, reads and saves sources and categories', async () => {
    for (const kind of ['sources', 'categories'] as const) {
      const added = await f.configurer.request('POST', `${node()}/${kind}`, {
        name: 'payroll_2026',
        query: b64('select * from import.payroll_2026'),
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ name: 'payroll_2026', query: b64('select * from import.payroll_2026') });
      const word = kind === 'sources' ? 'source' : 'category';
      expect(f.commits()[0]).toBe(`${AUTHOR}|Add ${word} payroll_2026 to model.payroll_lines`);
      const duplicate = await f.configurer.request('POST', `${node()}/${kind}`, { name: 'PAYROLL_2026' });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().errors[0].key).toBe(
        kind === 'sources' ? 'noDuplicateSource' : 'noDuplicateCategory',
      );
      expect((await f.consultant.request('GET', `${node()}/${kind}`)).json()).toEqual([
        { name: 'payroll_2026' },
      ]);
      const saved = await f.configurer.request('PUT', `${node()}/${kind}/payroll_2026`, {
        query: b64('select 1 as one'),
      });
      expect(saved.json()).toEqual({ name: 'payroll_2026', query: b64('select 1 as one') });
      expect(f.commits()[0]).toBe(`${AUTHOR}|Save ${word} payroll_2026 of model.payroll_lines`);
      expect((await f.consultant.request('GET', `${node()}/${kind}/payroll_2026`)).json().query).toBe(
        b64('select 1 as one'),
      );
      expect((await f.consultant.request('GET', `${node()}/${kind}/missing_one`)).statusCode).toBe(404);
    }
  });

  it('adds a test (add test), lists it active, and updates it', async () => {
    await f.configurer.request('POST', `${f.base}/branches/working/layers/test/nodes`, {
      name: 'payroll_checks',
    });
    const query = 'select * from model.payroll_lines where employee_id is null';
    const added = await f.configurer.request('POST', `${testNode()}/tests`, {
      name: 'no_missing_ids',
      categoryNames: ['completeness'],
      query: b64(query),
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      name: 'no_missing_ids',
      active: true,
      categoryNames: ['completeness'],
      query: b64(query),
    });
    expect(f.commits()[0]).toBe(`${AUTHOR}|Add test no_missing_ids to test.payroll_checks`);
    expect((await f.consultant.request('GET', `${testNode()}/tests`)).json()).toEqual([
      { name: 'no_missing_ids', active: true, categoryNames: ['completeness'] },
    ]);

    const updated = await f.configurer.request('PUT', `${testNode()}/tests/no_missing_ids`, {
      active: false,
      categoryNames: ['completeness', 'payroll'],
    });
    expect(updated.json()).toMatchObject({
      active: false,
      categoryNames: ['completeness', 'payroll'],
      query: b64(query),
    });
    expect(f.commits()[0]).toBe(
      `${AUTHOR}|Save test no_missing_ids of test.payroll_checks: deactivated and categories completeness and payroll`,
    );
    expect((await f.consultant.request('GET', `${testNode()}/tests/no_missing_ids`)).json().active).toBe(
      false,
    );
  });

  it('refuses a duplicate test and duplicate categories (noDuplicateCategory), with no commit', async () => {
    const before = f.commits();
    const duplicate = await f.configurer.request('POST', `${testNode()}/tests`, {
      name: 'No_Missing_Ids',
      categoryNames: [],
      query: b64('select 1'),
    });
    expect(duplicate.json().errors[0]).toMatchObject({ field: 'name', key: 'noDuplicateTest' });
    const categories = await f.configurer.request('PUT', `${testNode()}/tests/no_missing_ids`, {
      categoryNames: ['payroll', 'Payroll'],
    });
    expect(fieldErrors(categories)).toEqual([
      {
        field: 'categoryNames.1',
        message: 'A category with this name already exists',
        key: 'noDuplicateCategory',
      },
    ]);
    expect(f.commits()).toEqual(before);
  });
});

describe('read-only branches', () => {
  it('answers 409 to every write and makes no commit; a branch can still be made from it', async () => {
    const set = await f.configurer.request('PUT', `${f.base}/branches/main`, { readOnly: true });
    // Nobody writes on a read-only branch; a writer may still branch from it.
    expect(set.json()).toEqual({
      name: 'main',
      readOnly: true,
      parentBranch: null,
      abilities: { write: false, addBranch: true },
    });
    const seen = (await f.consultant.request('GET', `${f.base}/branches/main`)).json();
    expect(seen.abilities).toEqual(READER);
    expect(f.commits('main')[0]).toBe(`${AUTHOR}|Make branch main read-only`);
    const before = f.commits('main');
    const nodes = `${f.base}/branches/main/layers/model/nodes`;
    const attempts = [
      await f.configurer.request('POST', nodes, { name: 'new_node' }),
      await f.configurer.request('POST', `${f.base}/branches/main/layers/test/nodes`, { name: 'checks' }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Branch main is read-only');
    }
    expect(f.commits('main')).toEqual(before);
    const child = await f.configurer.request('POST', `${f.base}/branches`, {
      name: 'from_main',
      parentBranch: 'main',
    });
    expect(child.json()).toEqual({
      name: 'from_main',
      readOnly: false,
      parentBranch: 'main',
      abilities: WRITER,
    });

    // Writes below a node are refused too.
    await f.configurer.request('PUT', `${f.base}/branches/working`, { readOnly: true });
    const node = `${f.base}/branches/working/layers/model/nodes/payroll_lines`;
    const workingBefore = f.commits();
    for (const [method, url, body] of [
      ['PUT', node, { query: b64('select 2') }],
      ['PUT', `${node}/fields`, []],
      ['PUT', `${node}/properties`, []],
      ['POST', `${node}/sources`, { name: 'another' }],
      ['PUT', `${node}/sources/payroll_2026`, { query: b64('select 3') }],
    ] as const) {
      const res = await f.configurer.request(method, url, body);
      expect(res.statusCode).toBe(409);
    }
    expect(f.commits()).toEqual(workingBefore);
    expect(
      (await f.configurer.request('PUT', `${f.base}/branches/working`, { readOnly: false })).json().readOnly,
    ).toBe(false);
  });
});

describe('history and compare', () => {
  it('lists the commits of a node with author, time, message and the query as it was', async () => {
    const res = await f.consultant.request(
      'GET',
      `${f.base}/branches/working/layers/model/nodes/payroll_lines/history`,
    );
    expect(res.statusCode).toBe(200);
    const history = res.json().commits as {
      message: string;
      authorName: string;
      authorEmail: string;
      at: string;
      query: string | null;
    }[];
    expect(history.map((c) => c.message)).toEqual([
      'Save category payroll_2026 of model.payroll_lines',
      'Add category payroll_2026 to model.payroll_lines',
      'Save source payroll_2026 of model.payroll_lines',
      'Add source payroll_2026 to model.payroll_lines',
      'Save fields of model.payroll_lines: added employee_id, amount and period',
      'Save query of model.payroll_lines',
      'Add node model.payroll_lines (schema model)',
    ]);
    expect(history[0]).toMatchObject({ authorName: CONFIGURER.name, authorEmail: CONFIGURER.email });
    expect(Date.now() - Date.parse(history[0].at)).toBeLessThan(10 * 60_000);
    expect(decodeQuery(history[0].query!)).toContain('from import.payroll_2026');
    expect(history.at(-1)!.query).toBe(''); // added with an empty query
  });

  it('compares a node with the same node on another branch', async () => {
    const res = await f.consultant.request(
      'GET',
      `${f.base}/branches/working/layers/model/nodes/payroll_lines/compare?otherBranch=main`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ branch: 'working', otherBranch: 'main', other: null });
    expect(body.mine.fields).toHaveLength(3);
    expect(decodeQuery(body.mine.query)).toContain('employee_id');
    expect(
      (
        await f.consultant.request(
          'GET',
          `${f.base}/branches/working/layers/model/nodes/payroll_lines/compare?otherBranch=gone`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the read API for build runs', () => {
  it('reads a layer with every node, its queries in plain text and its tests at one commit', async () => {
    const layer = await f.server.ctx.services.nodeModel.readLayer(f.engagementId, 'working', 'test');
    expect(layer.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(layer.nodes).toEqual([
      {
        name: 'payroll_checks',
        dbSchema: null,
        query: '',
        fields: [],
        properties: [],
        sources: [],
        categories: [],
        tests: [
          {
            name: 'no_missing_ids',
            query: 'select * from model.payroll_lines where employee_id is null',
            active: false,
            categoryNames: ['completeness', 'payroll'],
          },
        ],
      },
    ]);
    expect(fsck(f.gitdir)).toBe('');
  });
});
