// The API connection Test: an OAuth 2 token request (RFC 6749 section 4.4) with the stored secret.
// The answer says whether a token came back and, if not, the endpoint's error; never the token.
import type { ApiConnectionTestResult } from '@cairn/contracts';

const TIMEOUT_MS = 10_000;

export async function requestToken(input: {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  grantType: string;
}): Promise<ApiConnectionTestResult> {
  const body = new URLSearchParams({ grant_type: input.grantType, scope: input.scope });
  const basic = Buffer.from(
    `${encodeURIComponent(input.clientId)}:${encodeURIComponent(input.clientSecret)}`,
  ).toString('base64');
  let res: Response;
  try {
    res = await fetch(input.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message;
    return {
      success: false,
      message: `The token endpoint could not be reached: ${cause ?? (err as Error).message}`,
    };
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok && json && typeof json.access_token === 'string') {
    return {
      success: true,
      message: 'A token was issued.',
      tokenType: typeof json.token_type === 'string' ? json.token_type : undefined,
      expiresIn: typeof json.expires_in === 'number' ? json.expires_in : undefined,
    };
  }
  const error = json && typeof json.error === 'string' ? json.error : `HTTP ${res.status}`;
  const description = json && typeof json.error_description === 'string' ? `: ${json.error_description}` : '';
  return { success: false, message: `${error}${description}`.slice(0, 500) };
}
