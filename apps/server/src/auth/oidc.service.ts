// OIDC sign-in: authorization code with PKCE through openid-client. The in-flight request (state,
// verifier, nonce) is stored in the database so any server process can finish it.
import { eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { oidcRequests } from '../db/schema/index.js';

const REQUEST_TTL_MS = 10 * 60_000;

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  name: string | undefined;
}

export class OidcService {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly db: Db,
    private readonly settings: NonNullable<Config['oidc']>,
  ) {}

  private discover() {
    const { issuer, clientId, clientSecret, allowHttp } = this.settings;
    this.configuration ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        undefined,
        clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
        allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        throw err;
      });
    return this.configuration;
  }

  async authorizationUrl(redirectUri: string, postLoginRedirect: string): Promise<string> {
    const config = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.db.delete(oidcRequests).where(lt(oidcRequests.createdAt, new Date(Date.now() - REQUEST_TTL_MS)));
    await this.db.insert(oidcRequests).values({ state, codeVerifier, nonce, postLoginRedirect });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: this.settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Finishes the flow; returns the identity and where to go next. Throws on a bad or replayed state. */
  async callback(currentUrl: URL): Promise<{ identity: OidcIdentity; postLoginRedirect: string }> {
    const config = await this.discover();
    const state = currentUrl.searchParams.get('state') ?? '';
    // Delete-returning makes the state single-use even with two processes racing.
    const [request] = await this.db.delete(oidcRequests).where(eq(oidcRequests.state, state)).returning();
    if (!request || request.createdAt.getTime() < Date.now() - REQUEST_TTL_MS) {
      throw new Error('Unknown or expired sign-in request');
    }
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    let email = claims.email;
    let name = claims.name;
    // Many providers put e-mail and name only in userinfo, not in the ID token.
    if (typeof email !== 'string') {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = info.email;
      name = name ?? info.name;
    }
    return {
      identity: {
        subject: claims.sub,
        email: typeof email === 'string' ? email.toLowerCase() : undefined,
        name: typeof name === 'string' ? name : undefined,
      },
      postLoginRedirect: request.postLoginRedirect,
    };
  }
}
