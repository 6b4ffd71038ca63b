// The layout and name rules a pushed branch must pass (workspace.md section 5), on trees made by hand.
import { describe, expect, it } from 'vitest';
import { treeProblems, type TreeEntry } from './push-tree-rules.js';

const NODE_JSON = JSON.stringify({ dbSchema: null, fields: [], properties: [] });
const BRANCH_JSON = JSON.stringify({ parentBranch: null, readOnly: false });

/** A tree from `path -> text` (folders implied); `mode` overrides a file's mode. */
async function problems(files: Record<string, string>, modes: Record<string, string> = {}, isGain = false) {
  const entries: TreeEntry[] = [];
  const folders = new Set<string>();
  for (const file of Object.keys(files)) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
    entries.push({ path: file, type: 'blob', mode: modes[file] ?? '100644' });
  }
  for (const folder of folders) entries.push({ path: folder, type: 'tree', mode: '040000' });
  return treeProblems(entries, async (file) => files[file], { isGain, provider: 'azure' });
}

const node = (folder: string, extra: Record<string, string> = {}) => ({
  [`${folder}/query.sql`]: 'select 1 as amount',
  [`${folder}/node.json`]: NODE_JSON,
  ...extra,
});

describe('treeProblems', () => {
  it('accepts the layout Cairn writes, with sources, categories and tests', async () => {
    expect(
      await problems({
        'branch.json': BRANCH_JSON,
        ...node('model/payroll_lines', { 'model/payroll_lines/sources/payroll_source.sql': 'select 1' }),
        ...node('test/payroll_checks', {
          'test/payroll_checks/tests/no_negative.sql': 'select 1',
          'test/payroll_checks/tests/no_negative.json': JSON.stringify({
            active: true,
            categoryNames: ['completeness'],
          }),
          'test/payroll_checks/categories/salary_costs.sql': 'select 1',
        }),
      }),
    ).toEqual([]);
  });

  it('names the file and the rule for bad names, duplicates and stray files', async () => {
    expect(
      await problems({
        'branch.json': '{"readOnly": "yes"}',
        ...node('model/Lines_a'),
        ...node('model/lines_A'),
        ...node('analytical/cost_overview', {
          'analytical/cost_overview/sources/x.sql': 'select 1',
          'analytical/cost_overview/tests/lonely.json': '{}',
          'analytical/cost_overview/notes.txt': 'hi',
        }),
        'unknown/file.sql': 'select 1',
      }),
    ).toEqual([
      'branch.json: must be JSON {"parentBranch": <branch or null>, "readOnly": <true or false>}.',
      'model/lines_A: the node name is not valid: A node with this name already exists.',
      'analytical/cost_overview/notes.txt: unknown file; a node holds query.sql, node.json and the folders sources, categories and tests.',
      'analytical/cost_overview/sources/x.sql: the source name is not valid: Please enter at least 4 characters.',
      'analytical/cost_overview/tests/lonely.json: there is no lonely.sql beside it.',
      'unknown: unknown folder; a branch holds branch.json and the layer folders model, filtering, labeling, analytical, test.',
    ]);
  });

  it('checks node.json fields and properties with the screens’ rules (gain allows two-character fields)', async () => {
    const meta = JSON.stringify({
      dbSchema: 'bad schema',
      fields: [{ name: 'id', dataType: 'nvarchar(255)' }],
      properties: [{ name: 'country', value: '' }],
    });
    const files = node('filtering/filtered', { 'filtering/filtered/node.json': meta });
    expect(await problems(files)).toEqual([
      'filtering/filtered/node.json: dbSchema: Only letters, digits and underscores are allowed.',
      'filtering/filtered/node.json: field 1 (id) name: Please enter at least 4 characters.',
      'filtering/filtered/node.json: property 1 (country) value: Field cannot be empty.',
    ]);
    expect(await problems(files, {}, true)).not.toContainEqual(expect.stringContaining('field 1'));
    expect(await problems(node('model/lines', { 'model/lines/node.json': '{not json' }))).toEqual([
      expect.stringContaining('model/lines/node.json: must be JSON'),
    ]);
  });

  it('refuses links and a node without its files', async () => {
    expect(
      await problems(
        { 'model/linked/query.sql': '/etc/passwd', 'model/linked/node.json': NODE_JSON },
        { 'model/linked/query.sql': '120000' },
      ),
    ).toEqual([
      'model/linked/query.sql: only plain files and folders are allowed (no links or submodules).',
      'model/linked: the node has no query.sql.',
    ]);
  });
});
