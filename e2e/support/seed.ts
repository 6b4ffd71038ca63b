// Seeders over the API (documenso's model): a spec creates the users, grants, folders and
// applications it needs, with unique names, instead of sharing and changing the demo's rows; and a
// browser signs in through the API, so a test starts on the page it tests.
//
//   test('...', async ({ page, seed }) => {
//     const id = await seed.engagementId(REGULAR);
//     const user = await seed.user({ roles: [{ role: 'Configurer', scope: `/engagements/${id}` }] });
//     await signInAs(page, user.email, user.password);
//   });
//
// `seed` works as the demo administrator (admin@cairn.local), signed in once per worker.
import crypto from 'node:crypto';
import {
  expect,
  request,
  test as base,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { PASSWORD } from './session.js';

export const ADMIN_EMAIL = 'admin@cairn.local';
export const ROLES = {
  admin: 'Admin',
  configurer: 'Configurer',
  engagementManager: 'Engagement Manager',
  consultant: 'Engagement Consultant',
  folderContributor: 'Engagement Folder Contributor',
  folderReader: 'Engagement Folder Reader',
} as const;

/** The address of the server global-setup.ts started (workers inherit the variables). */
export const BASE_URL = process.env.CAIRN_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.CAIRN_E2E_PORT}`;

let counter = 0;
/** A short name part no other test (nor a rerun against the same server) uses. */
export const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export const engagementScope = (engagementId: string) => `/engagements/${engagementId}`;
export const folderScope = (engagementId: string, purpose: string, path: string) =>
  `/engagements/${engagementId}/storage/${purpose}/${path}`;

async function ok(response: APIResponse, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** The CSRF token of a signed-in request context (the cairn_csrf cookie, sent back as x-csrf-token). */
async function csrfOf(api: APIRequestContext) {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'cairn_csrf');
  if (!cookie) throw new Error('no cairn_csrf cookie: not signed in');
  return decodeURIComponent(cookie.value);
}

/** Signs a request context in with the local sign-in form's API (the Origin header is required by its CSRF check). */
async function signInRequest(api: APIRequestContext, email: string, password: string) {
  await ok(
    await api.post('/authorization/login', { headers: { origin: BASE_URL }, data: { email, password } }),
    `sign-in of ${email}`,
  );
}

/** JSON calls of one signed-in principal, with the CSRF header on mutations. */
export class CairnApi {
  private constructor(readonly request: APIRequestContext) {}

  static async signIn(email: string, password = PASSWORD) {
    const api = await request.newContext({ baseURL: BASE_URL });
    await signInRequest(api, email, password);
    return new CairnApi(api);
  }

  async get<T>(path: string): Promise<T> {
    return (await (await ok(await this.request.get(path), `GET ${path}`)).json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const response = await ok(
      await this.request.fetch(path, {
        method,
        data,
        headers: { origin: BASE_URL, 'x-csrf-token': await csrfOf(this.request) },
      }),
      `${method} ${path}`,
    );
    return (response.status() === 204 ? undefined : await response.json()) as T;
  }

  dispose() {
    return this.request.dispose();
  }
}

export interface RoleGrant {
  role: string;
  scope: string;
}

export interface SeededUser {
  email: string;
  name: string;
  password: string;
}

export interface SeededFolder {
  displayName: string;
  /** The folder's name in storage (its system name), the last segment of its scope. */
  actualName: string;
  scope: string;
  /** Its address in the storage manager. */
  address: string;
}

type Principal = { email: string } | { aadObjectId: string };
const principalOf = (p: Principal) =>
  'email' in p
    ? { principalId: p.email, principalType: 'User' as const }
    : { principalId: p.aadObjectId, principalType: 'Application' as const };

export class Seeder {
  private engagements?: Promise<{ id: string; name: string; tenantId: string }[]>;

  constructor(readonly admin: CairnApi) {}

  /** The id of a demo engagement, by name. */
  async engagementId(name: string) {
    this.engagements ??= this.admin.get('/api/engagements/mine');
    const found = (await this.engagements).find((e) => e.name === name);
    if (!found) throw new Error(`no engagement named ${name}`);
    return found.id;
  }

  /** A user holding `role` on the demo engagement named `engagement`. */
  async member(engagement: string, role: string) {
    return this.user({ roles: [{ role, scope: engagementScope(await this.engagementId(engagement)) }] });
  }

  /**
   * A local user with a password (set through the one-time set-password link, as a person does)
   * and these roles. The licence is not accepted yet: `signInAs` does that.
   */
  async user(
    options: {
      name?: string;
      roles?: RoleGrant[];
      password?: string;
      template?: 'Default' | 'Deloitte';
    } = {},
  ): Promise<SeededUser> {
    const id = unique();
    const name = options.name ?? `E2E User ${id}`;
    const email = `e2e-${id}@cairn.test`;
    const password = options.password ?? PASSWORD;
    const created = await this.admin.send<{ signIn: { kind: string; url?: string } }>(
      'POST',
      '/api/authorization/users',
      { name, email, language: 'en', templateName: options.template ?? 'Default' },
    );
    expect(created.signIn.kind).toBe('setPasswordLink');
    await setPasswordWithLink(created.signIn.url!, password);
    const user = { email, name, password };
    if (options.roles?.length) await this.grant(user, ...options.roles);
    return user;
  }

  /** Adds role assignments (bounded by the admin's rights, like any grant). */
  async grant(principal: Principal, ...grants: RoleGrant[]) {
    await this.assign(principal, 'Add', grants);
  }

  async revoke(principal: Principal, ...grants: RoleGrant[]) {
    await this.assign(principal, 'Remove', grants);
  }

  private async assign(principal: Principal, action: 'Add' | 'Remove', grants: RoleGrant[]) {
    const result = await this.admin.send<{ applied: number }>(
      'POST',
      '/api/authorization/role-assignments',
      grants.map(({ role, scope }) => ({ ...principalOf(principal), roleName: role, scope, action })),
    );
    expect(result.applied).toBe(grants.length);
  }

  /** A folder at the root of an engagement's storage purpose (the admin may write everywhere). */
  async folder(
    engagementId: string,
    options: { displayName?: string; purpose?: string } = {},
  ): Promise<SeededFolder> {
    const purpose = options.purpose ?? 'main';
    const displayName = options.displayName ?? `E2E Folder ${unique()}`;
    const created = await this.admin.send<{ actualName: string }>(
      'POST',
      `/api/storage/engagements/${engagementId}/${purpose}/folders`,
      { displayName },
    );
    return {
      displayName,
      actualName: created.actualName,
      scope: folderScope(engagementId, purpose, created.actualName),
      address: `/storage-manager/${purpose}/${created.actualName}`,
    };
  }

  /** An application (client id = a fresh aadObjectId) with these roles. */
  async application(options: { name?: string; roles?: RoleGrant[] } = {}) {
    const name = options.name ?? `E2E App ${unique()}`;
    const aadObjectId = crypto.randomUUID();
    await this.admin.send('POST', '/api/authorization/applications', { name, aadObjectId });
    if (options.roles?.length) await this.grant({ aadObjectId }, ...options.roles);
    return { name, aadObjectId };
  }
}

/** Uses a set-password link as its recipient does (no session of anyone), through the form's JSON API. */
export async function setPasswordWithLink(link: string, password: string) {
  const url = new URL(link);
  const recipient = await request.newContext({ baseURL: BASE_URL });
  try {
    await ok(
      await recipient.post(url.pathname, {
        headers: { origin: BASE_URL },
        data: { token: url.searchParams.get('token'), password },
      }),
      'set password',
    );
  } finally {
    await recipient.dispose();
  }
}

/**
 * Signs the page's browser context in through the API (the session cookie is stored in the context)
 * and accepts the licence through the API, then opens `address` (default Overview).
 */
export async function signInAs(
  page: Page,
  email: string,
  password = PASSWORD,
  { address = '/overview', acceptEula = true }: { address?: string | null; acceptEula?: boolean } = {},
) {
  const api = page.context().request;
  await signInRequest(api, email, password);
  if (acceptEula) {
    await ok(
      await api.post('/api/profile/me/eula', {
        headers: { origin: BASE_URL, 'x-csrf-token': await csrfOf(api) },
      }),
      'accept the licence',
    );
  }
  if (address) {
    await page.goto(address);
    await expect(page.getByTestId('app-layout')).toBeVisible();
  }
}

/**
 * `test` with a `seed` fixture (seeders working as the demo admin, signed in once per worker) and
 * `otherPage`, a page in a second browser context (another person), closed with the test.
 */
export const test = base.extend<{ seed: Seeder; otherPage: Page }, { adminApi: CairnApi }>({
  adminApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
    async ({}, use) => {
      const api = await CairnApi.signIn(ADMIN_EMAIL);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  seed: async ({ adminApi }, use) => use(new Seeder(adminApi)),
  otherPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});
export { expect };
