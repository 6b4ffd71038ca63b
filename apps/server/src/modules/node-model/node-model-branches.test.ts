// The branches of an engagement's node model through the API: the repository made on first use, what
// writers and readers may do on each branch, a branch made from a parent in one commit, and refused names.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/test-server.js';
import { AUTHOR, READER, WRITER, useNodeModel } from './node-model.test-helpers.js';

const f = useNodeModel();

describe('branches', () => {
  it('creates the repository on first use with a writable main branch', async () => {
    const res = await f.consultant.request('GET', `${f.base}/branches`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ name: 'main', readOnly: false, parentBranch: null, abilities: READER }]);
    expect(fs.existsSync(`${f.gitdir}/HEAD`)).toBe(true);
  });

  it('tells a writer and a reader what they may do on each branch', async () => {
    const writer = await f.configurer.request('GET', `${f.base}/branches`);
    expect(writer.json()).toEqual([{ name: 'main', readOnly: false, parentBranch: null, abilities: WRITER }]);
    const one = await f.consultant.request('GET', `${f.base}/branches/main`);
    expect(one.json()).toEqual({ name: 'main', readOnly: false, parentBranch: null, abilities: READER });
  });

  it('adds a branch from a parent in one commit by the signed-in user', async () => {
    const res = await f.configurer.request('POST', `${f.base}/branches`, {
      name: 'working',
      parentBranch: 'main',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'working', readOnly: false, parentBranch: 'main', abilities: WRITER });
    expect(f.commits()[0]).toBe(`${AUTHOR}|Create branch working from main`);
    expect((await f.configurer.request('GET', `${f.base}/branches/working`)).json()).toEqual({
      name: 'working',
      readOnly: false,
      parentBranch: 'main',
      abilities: WRITER,
    });
  });

  it('refuses a duplicate (ignoring case), a bad name and an unknown parent with the rule message', async () => {
    const before = f.commits();
    const duplicate = await f.configurer.request('POST', `${f.base}/branches`, {
      name: 'Working',
      parentBranch: 'main',
    });
    expect(fieldErrors(duplicate)).toEqual([
      { field: 'name', message: 'A branch with this name already exists', key: 'noDuplicateBranchName' },
    ]);
    const spaces = await f.configurer.request('POST', `${f.base}/branches`, {
      name: 'my branch',
      parentBranch: 'main',
    });
    expect(spaces.json().errors[0]).toMatchObject({
      field: 'name',
      message: 'Only letters, digits, dashes and underscores are allowed',
    });
    const parent = await f.configurer.request('POST', `${f.base}/branches`, {
      name: 'feature',
      parentBranch: 'nowhere',
    });
    expect(fieldErrors(parent)).toEqual([
      { field: 'parentBranch', message: 'Invalid value', key: 'invalidValue' },
    ]);
    expect(f.commits()).toEqual(before);
    expect((await f.configurer.request('GET', `${f.base}/branches/nowhere`)).statusCode).toBe(404);
  });
});
