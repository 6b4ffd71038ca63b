// A new user on an installation with an identity provider: told to sign in there, no password links.
import { describe, expect, it } from 'vitest';
import { PLATFORM_SCOPE, ROLE_NAMES } from '@cairn/contracts';
import { passwordSetTokens } from '../../db/schema/identity.js';
import { buildUser, PASSWORD } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import { signIn, TEST_ORIGIN, useTestServer } from '../../test/test-server.js';

const BASE = '/api/authorization/users';

describe('users API with an identity provider', () => {
  const server = useTestServer({
    CAIRN_OIDC_ISSUER: 'http://idp.example.test',
    CAIRN_OIDC_CLIENT_ID: 'cairn',
    CAIRN_OIDC_ALLOW_HTTP: 'true',
  });
  const given = useFixture(async () => {
    const row = await buildUser(server.database.db, {
      roles: [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }],
    });
    return { admin: await signIn(server, row.email, PASSWORD) };
  });

  it('says the new user signs in through the identity provider; there are no password links', async () => {
    const res = await given.admin.request('POST', BASE, {
      name: 'Ivy Invited',
      email: 'ivy@example.test',
      language: 'en',
      templateName: 'Default',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().signIn).toEqual({
      kind: 'identityProvider',
      loginUrl: `${TEST_ORIGIN}/authorization/login`,
    });
    expect(res.json().user.abilities.createPasswordLink).toBe(false);
    expect((await given.admin.request('POST', `${BASE}/ivy@example.test/password-link`)).statusCode).toBe(
      409,
    );
    expect(await server.database.db.select().from(passwordSetTokens)).toEqual([]);
  });
});
