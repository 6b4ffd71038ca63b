// Who may do what in an engagement's storage, and its configurations: rules that do not depend on
// the driver, proven once on the local filesystem (storage.test.ts runs the files on every driver).
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, storageScope } from '@cairn/contracts';
import { createFolder } from '../../test/engagement-storage.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import {
  signIn,
  signInNewUser,
  signedInEngagement,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';

describe('storage access and configurations', () => {
  const server = useTestServer();
  const consultantEmail = 'consultant-access@example.test';
  let engagementId: string;
  let writer: SignedInClient;
  let consultant: SignedInClient;
  let managerEmail: string;
  let manager: SignedInClient;
  let base: string;

  beforeAll(async () => {
    ({ engagementId, client: writer } = await signedInEngagement(server, ROLE_NAMES.configurer));
    const scope = engagementScope(engagementId);
    const db = server.database.db;
    consultant = await signInNewUser(server, {
      email: consultantEmail,
      roles: [{ role: ROLE_NAMES.consultant, scope }],
    });
    managerEmail = (await buildUser(db, { roles: [{ role: ROLE_NAMES.engagementManager, scope }] })).email;
    manager = await signIn(server, managerEmail, PASSWORD);
    base = `/api/storage/engagements/${engagementId}`;
  });

  const list = (client: SignedInClient, path = '') =>
    client.request('GET', `${base}/main/folder?path=${encodeURIComponent(path)}`);
  const upload = (client: SignedInClient, path: string, files: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(files);
    return client.request('POST', `${base}/main/files?path=${encodeURIComponent(path)}`, payload, headers);
  };
  const newFolder = (client: SignedInClient, parent: string, displayName: string) =>
    parent
      ? client.request('POST', `${base}/main/folders?path=${encodeURIComponent(parent)}`, {
          displayName,
          metadata: {},
        })
      : createFolder(client, engagementId, displayName, 'main');

  /** `client` adds or removes Folder Contributor at f-restricted for the user `email`. */
  const folderGrant = (client: SignedInClient, email: string, action: 'Add' | 'Remove') =>
    client.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: email,
        principalType: 'User',
        roleName: ROLE_NAMES.folderContributor,
        scope: storageScope(engagementId, 'main', ['f-restricted']),
        action,
      },
    ]);

  it('a consultant without folder access gets 403; access granted on a folder holds below it', async () => {
    await newFolder(writer, '', 'Restricted');
    await newFolder(writer, 'f-restricted', 'Inner');
    expect((await list(consultant, 'f-restricted')).statusCode).toBe(403);
    expect((await upload(consultant, 'f-restricted', [{ name: 'x.csv', content: 'x' }])).statusCode).toBe(
      403,
    );
    const folder = storageScope(engagementId, 'main', ['f-restricted']);
    // The consultant cannot grant themselves; the manager can.
    expect((await folderGrant(consultant, consultantEmail, 'Add')).statusCode).toBe(403);
    expect((await folderGrant(manager, consultantEmail, 'Add')).statusCode).toBe(200);
    expect((await list(consultant, 'f-restricted')).statusCode).toBe(200);
    expect((await list(consultant, 'f-restricted/f-inner')).statusCode).toBe(200);
    expect((await list(consultant, 'f-uploads')).statusCode).toBe(403);
    const holders = await manager.request(
      'GET',
      `/api/authorization/role-assignments?scope=${encodeURIComponent(folder)}`,
    );
    expect(holders.json()).toEqual([
      expect.objectContaining({
        principalType: 'User',
        principalId: consultantEmail,
        roleNames: [ROLE_NAMES.folderContributor],
      }),
    ]);
    // A manager grants themselves access with their own e-mail.
    expect((await folderGrant(manager, managerEmail, 'Add')).statusCode).toBe(200);
    expect((await list(manager, 'f-restricted')).statusCode).toBe(200);
    expect((await folderGrant(manager, consultantEmail, 'Remove')).statusCode).toBe(200);
    expect((await list(consultant, 'f-restricted')).statusCode).toBe(403);
  });

  it('the manager grants the storage root like any folder: a reader there reads every folder, uploads nowhere', async () => {
    const email = 'root-reader@example.test';
    const reader = await signInNewUser(server, {
      email,
      roles: [{ role: ROLE_NAMES.consultant, scope: engagementScope(engagementId) }],
    });
    await newFolder(writer, '', 'Below root');
    expect((await list(reader, 'f-below-root')).statusCode).toBe(403);
    const grant = await manager.request('POST', '/api/authorization/role-assignments', [
      {
        principalId: email,
        principalType: 'User',
        roleName: ROLE_NAMES.folderReader,
        scope: storageScope(engagementId, 'main', []),
        action: 'Add',
      },
    ]);
    expect(grant.statusCode).toBe(200);
    expect((await list(reader)).statusCode).toBe(200);
    expect((await list(reader, 'f-below-root')).statusCode).toBe(200);
    expect((await upload(reader, 'f-below-root', [{ name: 'x.csv', content: 'x' }])).statusCode).toBe(403);
  });

  it('role assignment updates: 422 for an unknown user or a role of another scope, and nothing half written', async () => {
    const folder = storageScope(engagementId, 'main', ['f-restricted']);
    const good = {
      principalId: consultantEmail,
      principalType: 'User' as const,
      roleName: ROLE_NAMES.folderReader,
      scope: folder,
      action: 'Add' as const,
    };
    const unknown = await manager.request('POST', '/api/authorization/role-assignments', [
      good,
      { ...good, principalId: 'nobody@example.test' },
    ]);
    expect(unknown.statusCode).toBe(422);
    const wrongMask = await manager.request('POST', '/api/authorization/role-assignments', [
      { ...good, roleName: ROLE_NAMES.admin },
    ]);
    expect(wrongMask.statusCode).toBe(422);
    expect((await list(consultant, 'f-restricted')).statusCode).toBe(403);
  });

  it('answers 404 for another engagement or tenant', async () => {
    const db = server.database.db;
    const other = await buildEngagement(db, (await buildTenant(db)).id, {});
    expect((await writer.request('GET', `/api/storage/engagements/${other.id}/main/folder`)).statusCode).toBe(
      404,
    );
    expect(
      (await writer.request('GET', `/api/storage/engagements/${other.id}/configurations`)).statusCode,
    ).toBe(404);
  });

  it('storage configurations: fetch, replace, and refuse duplicates ignoring case', async () => {
    const admin = await signIn(
      server,
      (await buildUser(server.database.db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] }))
        .email,
      PASSWORD,
    );
    const currentRes = await admin.request('GET', `${base}/configurations`);
    const current = currentRes.json();
    if (!Array.isArray(current)) throw new Error(currentRes.body);
    expect(current.map((c: { storagePurpose: string }) => c.storagePurpose)).toEqual([
      'main',
      'import',
      'classification',
      'configuration',
    ]);
    const extra = {
      storagePurpose: 'archive',
      displayName: 'Archive',
      implementation: 'LocalFileSystem',
      configuration: '{"PathPrefix":"arch"}',
    };
    const saved = await admin.request('PUT', `${base}/configurations`, [...current, extra]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toHaveLength(5);
    const duplicate = await admin.request('PUT', `${base}/configurations`, [
      ...current,
      { ...extra, storagePurpose: 'MAIN' },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([
      {
        field: '4.storagePurpose',
        message: 'This purpose already exists',
        key: 'thisPurposeAlreadyExists',
      },
    ]);
    const bad = await admin.request('PUT', `${base}/configurations`, [
      { ...extra, storagePurpose: 'ab', displayName: 'x'.repeat(31), configuration: '{' },
    ]);
    expect(
      bad
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(['Invalid json', 'Please enter at least 3 characters', 'Please enter at most 30 characters']);
    expect((await admin.request('GET', `${base}/configurations`)).json()).toHaveLength(5);
    const cased = await admin.request('PUT', `${base}/configurations`, [
      ...current,
      { ...extra, storagePurpose: 'Archive' },
    ]);
    expect(cased.json().map((c: { storagePurpose: string }) => c.storagePurpose)).toContain('archive');
    // Writers of folders may not change configurations.
    expect((await writer.request('PUT', `${base}/configurations`, current)).statusCode).toBe(403);
  });
});
