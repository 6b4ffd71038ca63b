// The API connection Test: an OAuth 2 token request (RFC 6749 section 4.4) with the stored secret.
// The answer says whether a token came back and, if not, the endpoint's error; never the token.
// The endpoint is reached only at addresses OutboundAddresses permits (no private or local network
// unless configured), and redirects are not followed (a redirect could point anywhere).
import type { ApiConnectionTestResult } from '@cairn/contracts';
import { OutboundAddressRefused, type OutboundAddresses } from '../../net/outbound-addresses.js';
import { guardedPost } from '../../net/guarded-post.js';

interface TokenAnswer {
  status: number;
  json: Record<string, unknown> | null;
}

/** The answer's JSON object, or null when it is not one. */
function jsonOf(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface TokenInput {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  grantType: string;
}

/** The Test's answer: whether a token came back, never the token. */
export async function requestToken(
  input: TokenInput,
  outbound: OutboundAddresses,
): Promise<ApiConnectionTestResult> {
  const { accessToken: _token, ...result } = await fetchToken(input, outbound);
  return result;
}

/** The token itself, for Cairn's own calls with the connection (the gain delivery); kept in memory only. */
export async function fetchToken(
  input: TokenInput,
  outbound: OutboundAddresses,
): Promise<ApiConnectionTestResult & { accessToken?: string }> {
  const body = new URLSearchParams({ grant_type: input.grantType, scope: input.scope }).toString();
  const basic = Buffer.from(
    `${encodeURIComponent(input.clientId)}:${encodeURIComponent(input.clientSecret)}`,
  ).toString('base64');
  const url = new URL(input.tokenUrl);
  let res: TokenAnswer;
  try {
    const answer = await guardedPost(
      url,
      {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      outbound,
    );
    res = { status: answer.status, json: jsonOf(answer.text) };
  } catch (err) {
    if (err instanceof OutboundAddressRefused) return { success: false, message: err.message };
    return {
      success: false,
      message: `The token endpoint could not be reached: ${(err as Error).message}`,
    };
  }
  const { json } = res;
  const ok = res.status >= 200 && res.status < 300;
  if (res.status >= 300 && res.status < 400)
    return {
      success: false,
      message: `HTTP ${res.status}: the token endpoint redirects; give its final address.`,
    };
  if (ok && json && typeof json.access_token === 'string') {
    return {
      success: true,
      message: 'A token was issued.',
      accessToken: json.access_token,
      tokenType: typeof json.token_type === 'string' ? json.token_type : undefined,
      expiresIn: typeof json.expires_in === 'number' ? json.expires_in : undefined,
    };
  }
  const error = json && typeof json.error === 'string' ? json.error : `HTTP ${res.status}`;
  const description = json && typeof json.error_description === 'string' ? `: ${json.error_description}` : '';
  return { success: false, message: `${error}${description}`.slice(0, 500) };
}
