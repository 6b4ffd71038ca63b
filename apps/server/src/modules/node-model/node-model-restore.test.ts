// A node model whose repository is gone after it held the model (docs/deploy.md "Backup and restore"
// done without the data directory's git folder) is refused with a code the node model page shows,
// instead of read as a new, empty node model; an engagement whose repository was never made still
// gets one on first use.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_MODEL_REPOSITORY_LOST_CODE } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { PrincipalDirectory } from '../authorization/principal-directory.js';
import { NodeModelService } from './node-model.service.js';
import { useNodeModel } from './node-model.test-helpers.js';

const f = useNodeModel();

describe('a node model repository lost in a restore', () => {
  it('is refused with nodeModelRepositoryLost, and no empty repository is made in its place', async () => {
    const nodes = `${f.base}/branches/main/layers/model/nodes`;
    expect((await f.configurer.request('POST', nodes, { name: 'kept' })).statusCode).toBe(201);
    // The restore brought the database back but not git/<engagement>.git.
    fs.rmSync(f.gitdir, { recursive: true, force: true });

    for (const answer of [
      await f.consultant.request('GET', `${f.base}/branches`),
      await f.configurer.request('POST', nodes, { name: 'on_nothing' }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ code: NODE_MODEL_REPOSITORY_LOST_CODE });
      expect(answer.json().detail).toContain('restore it from the backup');
    }
    expect(fs.existsSync(f.gitdir)).toBe(false);
    // So does a process started after the restore, which knows it only from the database.
    const restarted = new NodeModelService(
      f.server.config,
      f.server.database,
      f.server.ctx.services.engagements,
      new PrincipalDirectory(f.server.database.db),
    );
    await expect(restarted.listBranches(f.engagementId)).rejects.toMatchObject({
      status: 409,
      code: NODE_MODEL_REPOSITORY_LOST_CODE,
    });
    expect(fs.existsSync(f.gitdir)).toBe(false);
  });

  it('an engagement whose repository was never made still starts with main', async () => {
    const db = f.server.database.db;
    const fresh = await buildEngagement(db, (await buildTenant(db)).id, { features: ['NodeModelGit'] });
    const branches = await f.server.ctx.services.nodeModel.listBranches(fresh.id);
    expect(branches.map((b) => b.name)).toEqual(['main']);
  });
});
