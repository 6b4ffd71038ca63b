// A real OAuth 2 authorization server for tests (oidc-provider, as the sign-in tests use), shared by the
// server's API tests and the end-to-end tests: one client that may use the client credentials grant,
// for the API connection Test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export async function startTokenProvider(client: { clientId: string; clientSecret: string; scope: string }) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        scope: client.scope,
      },
    ],
    scopes: [client.scope],
    features: { clientCredentials: { enabled: true }, devInteractions: { enabled: false } },
  });
  let requests = 0;
  server.on('request', () => (requests += 1));
  server.on('request', provider.callback());
  return {
    tokenUrl: `${issuer}/token`,
    /** How many HTTP requests reached the provider (a refused connection never arrives). */
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
