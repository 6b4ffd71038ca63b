// OIDC sign-in: authorization code with PKCE through openid-client. The in-flight request (state,
// verifier, nonce) is stored in the database so any server process can finish it, bound to the
// browser that started it: the routes keep a random value in a cookie and the row holds its hash,
// so a callback address opened in another browser (sent there by an attacker) signs nobody in.
import { and, count, desc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type * as Oidc from 'openid-client';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { oidcRequests } from '../db/schema/identity.js';
import { HttpProblem } from '../http/problem.js';
import { hashToken } from './tokens.js';

export const REQUEST_TTL_MS = 10 * 60_000;
/** Sign-ins one network may have in flight; a further start replaces its oldest. */
const PER_ADDRESS = 30;
/** Sign-ins in flight in all; beyond it starts are refused until some finish or expire. */
const IN_FLIGHT_LIMIT = 20_000;

export interface OidcIdentity {
  /** The identity is (issuer, subject): a subject is only unique within its issuer. */
  issuer: string;
  subject: string;
  email: string | undefined;
  /** The provider's `email_verified` claim was `true`. */
  emailVerified: boolean;
  name: string | undefined;
}

/** Who started a sign-in: the browser's binding cookie value and its network (rate-limit key). */
export interface SignInStarter {
  browserBinding: string;
  addressKey: string;
}

// openid-client (and its JOSE code) loads with the first sign-in through the provider, so a server
// without OpenID Connect, or before anyone signs in, does not hold it.
let oidcModule: Promise<typeof Oidc> | undefined;
const loadOidc = () => (oidcModule ??= import('openid-client'));

export class OidcService {
  private configuration: Promise<Oidc.Configuration> | undefined;

  constructor(
    private readonly db: Db,
    private readonly settings: NonNullable<Config['oidc']>,
  ) {}

  private discover() {
    const { issuer, clientId, clientSecret, allowHttp } = this.settings;
    this.configuration ??= loadOidc()
      .then((oidc) =>
        oidc.discovery(
          new URL(issuer),
          clientId,
          undefined,
          clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
          allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((err) => {
        this.configuration = undefined; // try discovery again on the next sign-in
        throw err;
      });
    return this.configuration;
  }

  async authorizationUrl(
    redirectUri: string,
    postLoginRedirect: string,
    starter: SignInStarter,
  ): Promise<string> {
    const config = await this.discover();
    const oidc = await loadOidc();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.store({
      state,
      codeVerifier,
      nonce,
      postLoginRedirect,
      browserHash: hashToken(starter.browserBinding),
      addressKey: starter.addressKey,
    });
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

  /**
   * Stores a request in flight. Anyone may start a sign-in, so the table is bounded: a network keeps
   * only its newest few requests, and a full table refuses new ones (expired rows go first).
   */
  private async store(request: typeof oidcRequests.$inferInsert) {
    const live = gt(oidcRequests.createdAt, new Date(Date.now() - REQUEST_TTL_MS));
    await this.db
      .delete(oidcRequests)
      .where(lt(oidcRequests.createdAt, new Date(Date.now() - REQUEST_TTL_MS)));
    const [{ inFlight }] = await this.db.select({ inFlight: count() }).from(oidcRequests).where(live);
    if (inFlight >= IN_FLIGHT_LIMIT) {
      throw new HttpProblem(
        503,
        'Service Unavailable',
        'Too many sign-ins are in progress. Try again in a few minutes.',
        'signInBusy',
        undefined,
        { 'retry-after': '60' },
      );
    }
    await this.db.insert(oidcRequests).values(request);
    const newest = this.db
      .select({ state: oidcRequests.state })
      .from(oidcRequests)
      .where(eq(oidcRequests.addressKey, request.addressKey))
      .orderBy(desc(oidcRequests.createdAt))
      .limit(PER_ADDRESS);
    await this.db
      .delete(oidcRequests)
      .where(and(eq(oidcRequests.addressKey, request.addressKey), notInArray(oidcRequests.state, newest)));
  }

  /**
   * Finishes the flow; returns the identity and where to go next. Throws on a bad or replayed state
   * and on a state started by another browser.
   */
  async callback(
    currentUrl: URL,
    browserBinding: string | undefined,
  ): Promise<{ identity: OidcIdentity; postLoginRedirect: string }> {
    const config = await this.discover();
    const oidc = await loadOidc();
    const state = currentUrl.searchParams.get('state') ?? '';
    if (!browserBinding) throw new Error('Sign-in callback without the browser binding cookie');
    // Delete-returning makes the state single-use even with two processes racing; the binding in the
    // condition leaves another browser's request untouched.
    const [request] = await this.db
      .delete(oidcRequests)
      .where(and(eq(oidcRequests.state, state), eq(oidcRequests.browserHash, hashToken(browserBinding))))
      .returning();
    if (!request || request.createdAt.getTime() < Date.now() - REQUEST_TTL_MS) {
      throw new Error('Unknown or expired sign-in request, or one started by another browser');
    }
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    let email = claims.email;
    let emailVerified = claims.email_verified;
    let name = claims.name;
    // Many providers put e-mail and name only in userinfo, not in the ID token.
    if (typeof email !== 'string') {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      email = info.email;
      emailVerified = info.email_verified;
      name = name ?? info.name;
    }
    return {
      identity: {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof email === 'string' ? email.toLowerCase() : undefined,
        emailVerified: emailVerified === true,
        name: typeof name === 'string' ? name : undefined,
      },
      postLoginRedirect: request.postLoginRedirect,
    };
  }
}
