// Writes at once never lose one another, and the repository stays a valid git repository that the
// git command line clones, with every commit's author.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeQuery } from '@cairn/contracts';
import { b64, commitLines, CONFIGURER, fsck, gitCli, useNodeModel } from './node-model.test-helpers.js';

const f = useNodeModel(async (made) => {
  expect((await made.configurer.request('GET', `${made.base}/branches`)).statusCode).toBe(200);
});
const nodes = () => `${f.base}/branches/main/layers/model/nodes`;
const parallel = 20;

describe('concurrent writes', () => {
  it(`${parallel} nodes added at once: all there, one commit each, fsck clean`, async () => {
    const before = f.commits('main').length;
    const results = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        f.configurer.request('POST', nodes(), { name: `node_${String(i).padStart(2, '0')}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(parallel).fill(201));
    const listed = (await f.configurer.request('GET', nodes())).json() as { name: string }[];
    expect(listed).toHaveLength(parallel);
    expect(f.commits('main').length - before).toBe(parallel);
    expect(fsck(f.gitdir)).toBe('');
  });

  it(`${parallel} saves of different nodes at once: every query kept`, async () => {
    const before = f.commits('main').length;
    const results = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        f.configurer.request('PUT', `${nodes()}/node_${String(i).padStart(2, '0')}`, {
          query: b64(`select ${i} as value_${i}`),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(parallel).fill(200));
    for (let i = 0; i < parallel; i++) {
      const node = (
        await f.consultant.request('GET', `${nodes()}/node_${String(i).padStart(2, '0')}`)
      ).json();
      expect(decodeQuery(node.query)).toBe(`select ${i} as value_${i}`);
    }
    expect(f.commits('main').length - before).toBe(parallel);
    expect(fsck(f.gitdir)).toBe('');
  });

  it(`${parallel} saves of the same node at once: ${parallel} commits in its history, the last one wins`, async () => {
    const queries = Array.from({ length: parallel }, (_, i) => `select ${i} as attempt_${i}`);
    const results = await Promise.all(
      queries.map((q) => f.configurer.request('PUT', `${nodes()}/node_00`, { query: b64(q) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(parallel).fill(200));
    const history = (await f.consultant.request('GET', `${nodes()}/node_00/history`)).json().commits as {
      message: string;
      query: string;
    }[];
    const saves = history.slice(0, parallel);
    expect(saves.every((c) => c.message === 'Save query of model.node_00')).toBe(true);
    // Every save landed as its own commit: each query appears once in the history.
    expect(new Set(saves.map((c) => decodeQuery(c.query)))).toEqual(new Set(queries));
    const final = decodeQuery((await f.consultant.request('GET', `${nodes()}/node_00`)).json().query);
    expect(final).toBe(decodeQuery(saves[0].query));
    expect(fsck(f.gitdir)).toBe('');
  });
});

describe('the repository on disk', () => {
  it('clones with the git command line and shows the commits with their authors', () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-clone-'));
    try {
      gitCli(target, 'clone', '--quiet', f.gitdir, 'model');
      const clone = path.join(target, 'model');
      const log = commitLines(clone, 'HEAD');
      expect(log.at(-1)).toBe('Cairn <cairn@localhost>|Create the node model with branch main');
      expect(log[0]).toBe(`${CONFIGURER.name} <${CONFIGURER.email}>|Save query of model.node_00`);
      expect(log.filter((l) => l.startsWith(`${CONFIGURER.name} <`))).toHaveLength(3 * parallel);
      expect(fs.readFileSync(path.join(clone, 'model/node_05/query.sql'), 'utf8')).toBe(
        'select 5 as value_5',
      );
      expect(JSON.parse(fs.readFileSync(path.join(clone, 'branch.json'), 'utf8'))).toEqual({
        parentBranch: null,
        readOnly: false,
      });
      expect(gitCli(clone, 'status', '--porcelain')).toBe('');
      expect(fsck(clone)).toBe('');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});
