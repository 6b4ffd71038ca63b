// Every security-relevant audit event type writes exactly one row per event (issue 30): for each type
// of SECURITY_AUDIT_ACTIONS a case performs the event once through the API, and the test counts the
// rows of that type it wrote. A type without a case fails, so a new type cannot be forgotten. One
// test server (with an OIDC provider, and the AWS cloud for the broker tab) serves the whole table.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, max } from 'drizzle-orm';
import { engagementScope, PLATFORM_SCOPE, ROLE_NAMES, SCOPE_MASKS } from '@cairn/contracts';
import { followUntil, startOidcProvider } from '../../../../../e2e/support/oidc-provider.js';
import type { Principal } from '../../access/principal.js';
import { auditLog } from '../../db/schema/audit.js';
import { BrokerHostKeys } from '../connectors/broker-polls.store.js';
import { broker } from '../connectors/connectors.test-helpers.js';
import { buildApplication, buildUser, PASSWORD } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import {
  requestOk,
  signedInEngagement,
  signIn,
  signInWithRole,
  testServer,
  TEST_ORIGIN,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';
import { SECURITY_AUDIT_ACTIONS, type SecurityAuditAction } from './security-audit-actions.js';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let server: TestServer;
let admin: SignedInClient;
let adminPrincipal: Principal;
let engagementId: string;
let configurer: SignedInClient;
let writer: SignedInClient;
let consultant: SignedInClient;

beforeAll(async () => {
  provider = await startOidcProvider(`${TEST_ORIGIN}/authorization/callback`, 'test-client-secret');
  server = await testServer({
    CAIRN_OIDC_ISSUER: provider.issuer,
    CAIRN_OIDC_CLIENT_ID: 'cairn',
    CAIRN_OIDC_CLIENT_SECRET: 'test-client-secret',
    CAIRN_OIDC_ALLOW_HTTP: 'true',
    // The broker tab (a connector whose password goes to the secret store) is AWS only.
    CAIRN_CLOUD_PROVIDER: 'aws',
  });
  const db = server.database.db;
  const adminUser = await buildUser(db, { roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }] });
  admin = await signIn(server, adminUser.email, PASSWORD);
  adminPrincipal = { type: 'User', id: adminUser.id, email: adminUser.email, sessionKind: 'browser' };
  ({ engagementId, client: writer } = await signedInEngagement(server, ROLE_NAMES.superConfigurer));
  configurer = await signInWithRole(server, ROLE_NAMES.configurer, engagementScope(engagementId));
  consultant = await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(engagementId));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Runs the event's request (or service call) once; a case calls it exactly once, after its set-up. */
type Perform = (act: () => Promise<LightMyRequestResponse | void>) => Promise<void>;
type Case = (perform: Perform) => Promise<void>;

const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const unique = () => crypto.randomUUID().slice(0, 8);
const roles = '/api/authorization/roles';
const permissions = '/api/authorization/permissions';
const applications = '/api/authorization/applications';
const users = '/api/authorization/users';
const files = () => `/api/storage/engagements/${engagementId}/main`;
const runs = () => `/api/pipelines/engagements/${engagementId}/runs`;
const brokers = () => `/api/engagements/${engagementId}/brokers`;

const newRole = async (permissionNames: string[] = []) => {
  const name = `Audit Role ${unique()}`;
  ok(
    await admin.request('POST', roles, {
      name,
      scopeMask: SCOPE_MASKS.engagement,
      permissions: permissionNames,
    }),
  );
  return encodeURIComponent(name);
};
const newPermission = async () => {
  const name = `Audit.Made${unique()}`;
  ok(await admin.request('POST', permissions, { name, category: 'Audit' }));
  return name;
};
const newApplication = async () => {
  const aadObjectId = crypto.randomUUID();
  ok(await admin.request('POST', applications, { name: `Audit app ${unique()}`, aadObjectId }));
  return aadObjectId;
};
const newUser = async () => {
  const email = `audit.${unique()}@example.test`;
  ok(
    await admin.request('POST', users, {
      name: 'Audit Person',
      email,
      language: 'en',
      templateName: 'Default',
    }),
  );
  return email;
};
/** A new file in a new folder: its path as the file routes take it. */
const uploaded = async () => {
  const folder = await requestOk<{ actualName: string }>(configurer, 'POST', `${files()}/folders?path=`, {
    displayName: `Audit ${unique()}`,
    metadata: {},
  });
  const { payload, headers } = multipartBody([{ name: 'pay.csv', content: 'a,b\n1,2\n' }]);
  const res = ok(
    await configurer.request('POST', `${files()}/files?path=${folder.actualName}`, payload, headers),
  );
  const [name] = res.json<{ resultingFileNames: string[] }>().resultingFileNames;
  return encodeURIComponent(`${folder.actualName}/${name}`);
};
const startRun = () => configurer.request('POST', runs(), { pipelineName: 'RunModel', layer: 'model' });
const roleChange = (email: string, action: 'Add' | 'Remove') =>
  admin.request('POST', '/api/authorization/role-assignments', [
    {
      principalId: email,
      principalType: 'User',
      roleName: ROLE_NAMES.consultant,
      scope: engagementScope(engagementId),
      action,
    },
  ]);

const CASES: Record<SecurityAuditAction, Case> = {
  'SignIn.Local': async (perform) => {
    const { email } = await buildUser(server.database.db);
    await perform(() =>
      server.app.inject({
        method: 'POST',
        url: '/authorization/login',
        payload: { email, password: PASSWORD },
        headers: { origin: TEST_ORIGIN },
      }),
    );
  },
  'SignIn.Oidc': async (perform) => {
    await buildUser(server.database.db, { email: `oidc.${unique()}@example.test` }).then((user) =>
      provider.signInAs({ sub: user.id, email: user.email, name: user.name }),
    );
    const start = await server.app.inject({ url: '/authorization/login?postLoginRedirect=%2F' });
    const binding = start.headers['set-cookie'];
    const cookie = (Array.isArray(binding) ? binding : [binding ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const callback = new URL(await followUntil(start.headers.location as string, TEST_ORIGIN));
    await perform(async () => {
      const done = await server.app.inject({ url: callback.pathname + callback.search, headers: { cookie } });
      expect(done.headers.location).toBe('/');
    });
  },
  'SignIn.ClientCredentials': async (perform) => {
    const app = await buildApplication(server.database.db);
    await perform(() =>
      server.app.inject({
        method: 'POST',
        url: '/authorization/token',
        payload: { grant_type: 'client_credentials', client_id: app.aadObjectId, client_secret: app.secret },
      }),
    );
  },
  'Access.Denied': (perform) =>
    perform(async () => {
      expect(
        (await consultant.request('POST', runs(), { pipelineName: 'RunModel', layer: 'model' })).statusCode,
      ).toBe(403);
    }),
  'File.Upload': (perform) => perform(async () => void (await uploaded())),
  'File.Download': async (perform) => {
    const name = await uploaded();
    await perform(() => configurer.request('GET', `${files()}/files/content?path=${name}`));
  },
  'File.Delete': async (perform) => {
    const name = await uploaded();
    await perform(() => configurer.request('DELETE', `${files()}/files?path=${name}`));
  },
  'Run.Start': (perform) => perform(startRun),
  'Run.Cancel': async (perform) => {
    const run = ok(await startRun()).json<{ id: string }>();
    await perform(() => configurer.request('POST', `${runs()}/${run.id}/cancel`));
  },
  'AccessToken.Create': (perform) =>
    perform(() =>
      consultant.request('POST', '/api/profile/access-tokens', { name: `t ${unique()}`, expiresInDays: 30 }),
    ),
  'AccessToken.Revoke': async (perform) => {
    const created = await requestOk<{ token: { id: string } }>(
      consultant,
      'POST',
      '/api/profile/access-tokens',
      {
        name: `t ${unique()}`,
        expiresInDays: 30,
      },
    );
    await perform(() => consultant.request('DELETE', `/api/profile/access-tokens/${created.token.id}`));
  },
  'RoleAssignment.Add': async (perform) => {
    const email = await newUser();
    await perform(() => roleChange(email, 'Add'));
  },
  'RoleAssignment.Remove': async (perform) => {
    const email = await newUser();
    ok(await roleChange(email, 'Add'));
    await perform(() => roleChange(email, 'Remove'));
  },
  'Role.Create': (perform) => perform(async () => void (await newRole())),
  'Role.Update': async (perform) => {
    const role = await newRole();
    await perform(() =>
      admin.request('PUT', `${roles}/${role}`, {
        name: decodeURIComponent(role),
        description: 'Changed',
        scopeMask: SCOPE_MASKS.engagement,
      }),
    );
  },
  'Role.Delete': async (perform) => {
    const role = await newRole();
    await perform(() => admin.request('DELETE', `${roles}/${role}`));
  },
  'Role.AddPermission': async (perform) => {
    const role = await newRole();
    await perform(() => admin.request('PUT', `${roles}/${role}/permissions/Pipelines.Read`));
  },
  'Role.RemovePermission': async (perform) => {
    const role = await newRole(['Pipelines.Read']);
    await perform(() => admin.request('DELETE', `${roles}/${role}/permissions/Pipelines.Read`));
  },
  'Permission.Create': (perform) => perform(async () => void (await newPermission())),
  'Permission.Update': async (perform) => {
    const name = await newPermission();
    await perform(() =>
      admin.request('PUT', `${permissions}/${name}`, { category: 'Audit', description: 'Changed' }),
    );
  },
  'Permission.Delete': async (perform) => {
    const name = await newPermission();
    await perform(() => admin.request('DELETE', `${permissions}/${name}`));
  },
  'Application.Create': (perform) => perform(async () => void (await newApplication())),
  'Application.Update': async (perform) => {
    const id = await newApplication();
    await perform(() => admin.request('PUT', `${applications}/${id}`, { name: `Renamed ${unique()}` }));
  },
  'Application.Delete': async (perform) => {
    const id = await newApplication();
    await perform(() => admin.request('DELETE', `${applications}/${id}`));
  },
  // No route disables an application (the screens have no such action); the service does, for an
  // administrator's tooling, and records it when told who asked.
  'Application.Disable': async (perform) => {
    const app = await buildApplication(server.database.db);
    await perform(() => server.ctx.services.applications.setDisabled(app.id, true, adminPrincipal));
  },
  'Application.Enable': async (perform) => {
    const app = await buildApplication(server.database.db);
    await server.ctx.services.applications.setDisabled(app.id, true);
    await perform(() => server.ctx.services.applications.setDisabled(app.id, false, adminPrincipal));
  },
  'ApplicationSecret.Create': async (perform) => {
    const id = await newApplication();
    await perform(() => admin.request('POST', `${applications}/${id}/secrets`, {}));
  },
  'ApplicationSecret.Revoke': async (perform) => {
    const id = await newApplication();
    const created = await requestOk<{ secret: { id: string } }>(
      admin,
      'POST',
      `${applications}/${id}/secrets`,
      {},
    );
    await perform(() => admin.request('POST', `${applications}/${id}/secrets/${created.secret.id}/revoke`));
  },
  'User.Create': (perform) => perform(async () => void (await newUser())),
  'User.Update': async (perform) => {
    const email = await newUser();
    await perform(() => admin.request('PUT', `${users}/${email}`, { name: 'Audit Renamed' }));
  },
  'User.UpdateProfile': async (perform) => {
    const email = await newUser();
    await perform(() =>
      admin.request('PUT', `${users}/${email}/profile`, {
        displayName: 'Audit P.',
        language: 'en',
        templateName: 'Default',
      }),
    );
  },
  'User.Deactivate': async (perform) => {
    const email = await newUser();
    await perform(() => admin.request('PUT', `${users}/${email}`, { disabled: true }));
  },
  'User.Activate': async (perform) => {
    const email = await newUser();
    ok(await admin.request('PUT', `${users}/${email}`, { disabled: true }));
    await perform(() => admin.request('PUT', `${users}/${email}`, { disabled: false }));
  },
  'Secret.Set': (perform) =>
    perform(() =>
      writer.request('PUT', `${brokers()}/Set${unique()}`, broker({ password: 'broker-pass-1' })),
    ),
  'Secret.Remove': async (perform) => {
    const name = `Remove${unique()}`;
    ok(await writer.request('PUT', `${brokers()}/${name}`, broker({ password: 'broker-pass-2' })));
    await perform(() => writer.request('DELETE', `${brokers()}/${name}`));
  },
  'Broker.HostKey.Reset': async (perform) => {
    const name = `Keyed${unique()}`;
    ok(await writer.request('PUT', `${brokers()}/${name}`, broker()));
    // What the first poll of the server does: trust the key it is shown.
    await new BrokerHostKeys(server.database.db).trustOnFirstUse(engagementId, name, 'SHA256:first-seen');
    await perform(() => writer.request('DELETE', `${brokers()}/${name}/host-key`));
  },
  'Password.Set': async (perform) => {
    const user = await buildUser(server.database.db);
    const link = await server.ctx.services.passwordLinks.create(user.id, TEST_ORIGIN);
    const token = new URL(link.url).searchParams.get('token');
    await perform(() =>
      server.app.inject({
        method: 'POST',
        url: '/authorization/set-password',
        payload: { token, password: 'Another-horse-2' },
        headers: { origin: TEST_ORIGIN },
      }),
    );
  },
};

const lastId = async () =>
  (await server.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0].id ?? 0;

describe('security audit events', () => {
  it('has a case for every security-relevant type', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SECURITY_AUDIT_ACTIONS].sort());
  });

  it.each(SECURITY_AUDIT_ACTIONS)('%s: one event writes exactly one row of its type', async (action) => {
    const run = CASES[action];
    expect(run, `no case performs ${action}`).toBeDefined();
    let since: number | undefined;
    await run(async (act) => {
      expect(since, 'a case performs its event once').toBeUndefined();
      since = await lastId();
      const res = await act();
      if (res) ok(res);
    });
    expect(since, 'the case performed its event').toBeDefined();
    const written = await server.database.db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, since!), eq(auditLog.action, action)));
    expect(written, JSON.stringify(written)).toHaveLength(1);
    // The explicit event stands for the request: no generic row of the request hook beside it.
    if (written[0].requestId) {
      const sameRequest = await server.database.db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, since!), eq(auditLog.requestId, written[0].requestId)));
      const generic = sameRequest.filter(
        (row) => row.id !== written[0].id && row.detail && 'params' in row.detail,
      );
      expect(generic, JSON.stringify(generic)).toEqual([]);
    }
  });
});
