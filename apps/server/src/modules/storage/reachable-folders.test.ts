// GET .../:purpose/reachable-folders: the folders someone with access only below the purpose root
// can open from the UI instead of typing their address.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, storageScope } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInNewUser, useTestServer, type SignedInClient } from '../../test/test-server.js';

describe('reachable folders', () => {
  const server = useTestServer();
  let engagementId: string;
  let otherEngagementId: string;
  let writer: SignedInClient;
  let base: string;

  const newFolder = (purpose: string, parent: string, displayName: string) =>
    writer.request('POST', `${base}/${purpose}/folders?path=${encodeURIComponent(parent)}`, {
      displayName,
      metadata: {},
    });
  const reachable = (client: SignedInClient, purpose = 'main', engagement = engagementId) =>
    client.request('GET', `/api/storage/engagements/${engagement}/${purpose}/reachable-folders`);
  const userWith = async (roles: { role: string; scope: string }[]) => signInNewUser(server, { roles });

  beforeAll(async () => {
    const db = server.database.db;
    engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    otherEngagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    base = `/api/storage/engagements/${engagementId}`;
    writer = await userWith([{ role: ROLE_NAMES.configurer, scope: engagementScope(engagementId) }]);
    for (const [purpose, parent, name] of [
      ['main', '', 'Payroll 2026'],
      ['main', 'f-payroll-2026', 'January Run'],
      ['main', '', 'Ledger'],
      ['main', 'f-ledger', 'Closing'],
      ['main', '', 'Open'],
      ['import', '', 'Incoming'],
    ]) {
      expect((await newFolder(purpose, parent, name)).statusCode, name).toBe(201);
    }
  });

  it('answers each folder the user was given, with display names, and each of them opens', async () => {
    const main = (path: string[]) => storageScope(engagementId, 'main', path);
    const user = await userWith([
      { role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) },
      { role: ROLE_NAMES.folderReader, scope: main(['f-payroll-2026', 'f-january-run']) },
      { role: ROLE_NAMES.folderContributor, scope: main(['f-ledger']) },
      // Below a folder already in the list: adds nothing.
      { role: ROLE_NAMES.folderReader, scope: main(['f-ledger', 'f-closing']) },
    ]);
    const res = await reachable(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { path: ['f-ledger'], displayNames: ['Ledger'] },
      { path: ['f-payroll-2026', 'f-january-run'], displayNames: ['Payroll 2026', 'January Run'] },
    ]);
    for (const { path } of res.json() as { path: string[] }[]) {
      expect(
        (await user.request('GET', `${base}/main/folder?path=${encodeURIComponent(path.join('/'))}`))
          .statusCode,
      ).toBe(200);
    }
    expect((await user.request('GET', `${base}/main/folder`)).statusCode).toBe(403);
  });

  it('never answers folders of another purpose', async () => {
    const user = await userWith([
      { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'import', ['f-incoming']) },
    ]);
    expect((await reachable(user, 'main')).json()).toEqual([]);
    expect((await reachable(user, 'import')).json()).toEqual([
      { path: ['f-incoming'], displayNames: ['Incoming'] },
    ]);
  });

  it('answers an empty list to a user without folder access', async () => {
    const consultant = await userWith([
      { role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) },
    ]);
    const res = await reachable(consultant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers the root itself to a user who may read the whole purpose', async () => {
    expect((await reachable(writer)).json()).toEqual([{ path: [], displayNames: [] }]);
    const rootReader = await userWith([
      { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'main') },
    ]);
    expect((await reachable(rootReader)).json()).toEqual([{ path: [], displayNames: [] }]);
  });

  it('answers 404 for an engagement the caller cannot see and for an unknown purpose', async () => {
    const folderOnly = await userWith([
      { role: ROLE_NAMES.folderReader, scope: storageScope(engagementId, 'main', ['f-open']) },
    ]);
    expect((await reachable(folderOnly, 'main', otherEngagementId)).statusCode).toBe(404);
    expect((await reachable(writer, 'main', otherEngagementId)).statusCode).toBe(404);
    expect((await reachable(folderOnly, 'nothing-here')).statusCode).toBe(404);
    expect((await reachable(folderOnly, 'main', 'not-a-uuid')).statusCode).toBe(404);
    expect((await reachable(folderOnly)).json()).toEqual([{ path: ['f-open'], displayNames: ['Open'] }]);
  });
});
