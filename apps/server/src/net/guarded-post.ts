// One POST to an address a user typed in (an API connection's token endpoint, a gain delivery target,
// an orchestration's webhook), reached only where OutboundAddresses permits: the socket's lookup is
// guarded, and an address literal (connected to without a lookup) is checked first. Redirects are
// not followed (a redirect could point anywhere); the answer is read up to a bound.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { OutboundAddresses } from './outbound-addresses.js';

export interface PostAnswer {
  status: number;
  /** The answer's text, trimmed, at most `maxAnswerBytes` of it. */
  text: string;
}

export interface PostOptions {
  timeoutMs?: number;
  maxAnswerBytes?: number;
}

/** Rejects with OutboundAddressRefused when the address is one Cairn may not reach. */
export async function guardedPost(
  url: URL,
  headers: Record<string, string>,
  body: string,
  outbound: OutboundAddresses,
  { timeoutMs = 10_000, maxAnswerBytes = 64 * 1024 }: PostOptions = {},
): Promise<PostAnswer> {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal)) await outbound.resolve(literal);
  return new Promise<PostAnswer>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: outbound.lookup,
        timeout: timeoutMs,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < maxAnswerBytes) text += chunk;
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: text.slice(0, maxAnswerBytes).trim() }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}
