// The API connection Test: an OAuth 2 token request (RFC 6749 section 4.4) with the stored secret.
// The answer says whether a token came back and, if not, the endpoint's error; never the token.
// The endpoint is reached only at addresses OutboundAddresses permits (no private or local network
// unless configured), and redirects are not followed (a redirect could point anywhere).
import http from 'node:http';
import https from 'node:https';
import type { ApiConnectionTestResult } from '@cairn/contracts';
import { OutboundAddressRefused, type OutboundAddresses } from '../../net/outbound-addresses.js';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

interface TokenAnswer {
  status: number;
  json: Record<string, unknown> | null;
}

function post(url: URL, headers: Record<string, string>, body: string, outbound: OutboundAddresses) {
  return new Promise<TokenAnswer>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers, lookup: outbound.lookup, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) return res.destroy(new Error('the answer is too large'));
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          let json: Record<string, unknown> | null = null;
          try {
            const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            json = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end(body);
  });
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
    // An address literal is connected to without a lookup: check it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    await outbound.resolve(literal).catch((err: unknown) => {
      if (err instanceof OutboundAddressRefused) throw err;
    });
    res = await post(
      url,
      {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
      outbound,
    );
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
