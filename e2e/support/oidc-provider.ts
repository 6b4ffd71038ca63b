// A real OpenID provider for tests (oidc-provider), shared by the server's API tests and the
// end-to-end tests; its interaction handler signs the
// configured account in and grants consent, as a person clicking through would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdentity {
  sub: string;
  email: string;
  name: string;
  /** The provider's email_verified claim; true unless a test says otherwise. */
  emailVerified?: boolean;
}

export async function startOidcProvider(redirectUri: string, clientSecret: string) {
  let identity: TestIdentity = { sub: 'sub-0', email: 'nobody@example.test', name: 'Nobody' };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'cairn',
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: identity.email,
        email_verified: identity.emailVerified ?? true,
        name: identity.name,
      }),
    }),
  });
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return provider.callback()(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: identity.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });
  return {
    issuer,
    signInAs: (next: TestIdentity) => {
      identity = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects like a browser (keeping its cookies) until it returns to Cairn. */
export async function followUntil(start: string, stopPrefix: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(stopPrefix)) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
