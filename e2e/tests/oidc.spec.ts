// Sign-in through an OpenID provider in the browser: the Login page's button, the provider, the
// callback with PKCE, and the shell — against a real oidc-provider and a Cairn configured for it.
import { expect, test } from '@playwright/test';
import { startOidcProvider } from '../support/oidc-provider.js';
import { freePort, startExtraServer } from '../support/extra-server.js';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let cairn: Awaited<ReturnType<typeof startExtraServer>>;

test.beforeAll(async () => {
  // A server of its own seeds the demo's users on its first start: ~10 s alone, over 30 s on a busy
  // machine (seen in a run at load 18, which then left the server running).
  test.setTimeout(120_000);
  const port = await freePort();
  provider = await startOidcProvider(`http://127.0.0.1:${port}/authorization/callback`, 'e2e-client-secret');
  cairn = await startExtraServer(
    port,
    {
      CAIRN_OIDC_ISSUER: provider.issuer,
      CAIRN_OIDC_CLIENT_ID: 'cairn',
      CAIRN_OIDC_CLIENT_SECRET: 'e2e-client-secret',
      CAIRN_OIDC_ALLOW_HTTP: 'true',
      CAIRN_DEMO_PASSWORD: 'Demo-password-1',
      // The demo's users only: no worker, so the demo's runs stay queued instead of taking the cores.
    },
    ['serve', '--no-worker'],
  );
});
test.afterAll(async () => {
  await cairn?.stop();
  await provider?.close();
});

test('a registered user signs in with the identity provider and lands in the app', async ({ page }) => {
  provider.signInAs({ sub: 'idp-configurer', email: 'configurer@cairn.local', name: 'Conor at the IdP' });
  await page.goto(`${cairn.origin}/`);
  const providerRequest = page.waitForRequest((r) => r.url().startsWith(provider.issuer));
  await page.getByTestId('login-sso').click();
  const authorize = new URL((await providerRequest).url());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  // Back from the provider: the licence comes first for a new user.
  await expect(page.getByTestId('eula-dialog')).toBeVisible();
  await page.getByTestId('eula-checkbox').click();
  await page.getByTestId('eula-accept').click();
  await page.waitForURL(/\/overview$/);
  await expect(page.getByTestId('welcome-text')).toHaveText('Welcome, Conor Configurer');
});

test('an identity Cairn does not know is told it is not registered', async ({ page }) => {
  provider.signInAs({ sub: 'idp-stranger', email: 'stranger@example.org', name: 'Stranger' });
  await page.goto(`${cairn.origin}/`);
  await page.getByTestId('login-sso').click();
  // The address the user was going to comes back with the refusal (the admin wording depends on it).
  await page.waitForURL(/\/\?error=notRegistered&postLoginRedirect=%2Foverview$/);
  await expect(page.getByText('You are not a registered user. Contact the administrator.')).toBeVisible();
});
