// The abilities a folder listing carries: computed at the listed folder's scope, so a folder role
// shows in that folder (and below) only; import and access management need their own permissions.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES, storageScope, type FolderListing } from '@cairn/contracts';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { signInNewUser, useTestServer, type SignedInClient } from '../../test/test-server.js';

describe('folder listing abilities', () => {
  const server = useTestServer();
  let engagementId: string;
  let gainEngagementId: string;
  let configurer: SignedInClient;
  let superConfigurer: SignedInClient;
  let folderReader: SignedInClient;
  let gainSuperConfigurer: SignedInClient;
  const folder = 'f-payroll';

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (await buildEngagement(db, tenantId)).id;
    gainEngagementId = (await buildEngagement(db, tenantId, { features: ['Storage', 'GAIN'] })).id;
    const scope = engagementScope(engagementId);
    const user = (roles: { role: string; scope: string }[]) => signInNewUser(server, { roles });
    configurer = await user([{ role: ROLE_NAMES.configurer, scope }]);
    superConfigurer = await user([{ role: ROLE_NAMES.superConfigurer, scope }]);
    gainSuperConfigurer = await user([
      { role: ROLE_NAMES.superConfigurer, scope: engagementScope(gainEngagementId) },
    ]);
    const created = await configurer.request(
      'POST',
      `/api/storage/engagements/${engagementId}/main/folders?path=`,
      { displayName: 'Payroll' },
    );
    expect(created.statusCode).toBe(201);
    // Reads the whole storage, writes only in the payroll folder.
    folderReader = await user([
      { role: ROLE_NAMES.folderReader, scope },
      { role: ROLE_NAMES.folderContributor, scope: storageScope(engagementId, 'main', [folder]) },
    ]);
  }, 60_000);

  const list = async (client: SignedInClient, path: string, purpose = 'main', at = engagementId) => {
    const res = await client.request(
      'GET',
      `/api/storage/engagements/${at}/${purpose}/folder?path=${encodeURIComponent(path)}`,
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as FolderListing).abilities;
  };

  it('gives a reader false and a folder writer true, at the folder its role names only', async () => {
    expect(await list(folderReader, '')).toEqual({
      createFolder: false,
      upload: false,
      updateMetadata: false,
      deleteFiles: false,
      manageAccess: false,
      import: false,
      editImportSettings: false,
    });
    expect(await list(folderReader, folder)).toEqual({
      createFolder: true,
      upload: true,
      updateMetadata: true,
      deleteFiles: true,
      manageAccess: false,
      import: false,
      editImportSettings: false,
    });
  });

  it('offers uploads below the root only, and import to those who may start pipelines', async () => {
    const root = await list(configurer, '', 'import');
    expect(root).toMatchObject({ createFolder: true, upload: false, import: true, editImportSettings: true });
    expect(await list(configurer, folder)).toMatchObject({
      upload: true,
      import: false,
      manageAccess: false,
    });
  });

  it('offers folder access management to authorization writers outside gain engagements', async () => {
    expect(await list(superConfigurer, folder)).toMatchObject({ manageAccess: true });
    expect(await list(gainSuperConfigurer, '', 'main', gainEngagementId)).toMatchObject({
      manageAccess: false,
      createFolder: true,
    });
  });
});
