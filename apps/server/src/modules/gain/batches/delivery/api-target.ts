// The HTTPS target of a delivery (docs/gain.md "Outbound"): one POST per batch to
// <ApiUrl>/batches/<batch> with the API connection's OAuth token (client credentials), the batch id
// as Idempotency-Key, and a JSON body of the manifest and each table's CSV. 429, 5xx and network
// errors are retried with exponential back-off up to MAX_ATTEMPTS; any other answer is final. The
// address goes through the outbound guard (CAIRN_OUTBOUND_ALLOW) and redirects are not followed.
import fs from 'node:fs';
import path from 'node:path';
import type { OutboundAddresses } from '../../../../net/outbound-addresses.js';
import { guardedPost } from '../../../../net/guarded-post.js';
import { batchFolderName, type BatchFiles } from './outbound-files.js';

export const MAX_ATTEMPTS = 5;
const TIMEOUT_MS = 60_000;
const MAX_ANSWER_BYTES = 16 * 1024;
/** The body is held in memory: a batch larger than this goes to an SFTP or storage target. */
export const MAX_API_BODY_BYTES = 256 * 1024 * 1024;

export interface ApiAnswer {
  status: number;
  text: string;
}

export interface ApiDelivery {
  url: string;
  answer: string;
  attempts: number;
}

export class ApiDeliveryFailed extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly attempts: number,
  ) {
    super(message);
  }
}

export const batchUrl = (base: string, batchId: string) =>
  `${base.replace(/\/+$/, '')}/batches/${encodeURIComponent(batchFolderName(batchId))}`;

/** Worth another try: the receiver is busy or broken for now (429, 5xx), or did not answer. */
const retryable = (answer: ApiAnswer | Error) =>
  answer instanceof Error || answer.status === 429 || answer.status >= 500;

const describe = (answer: ApiAnswer | Error) =>
  answer instanceof Error
    ? `not reached: ${answer.message}`
    : `HTTP ${answer.status}${answer.text ? `: ${answer.text.slice(0, 500)}` : ''}`;

export function apiBody(files: BatchFiles): string {
  const size = files.manifest.tables.reduce((sum, t) => sum + t.bytes, 0);
  if (size > MAX_API_BODY_BYTES)
    throw new ApiDeliveryFailed(
      `The batch's files are ${size} bytes, more than an API delivery takes (${MAX_API_BODY_BYTES}).`,
      '',
      0,
    );
  return JSON.stringify({
    manifest: files.manifest,
    tables: files.manifest.tables.map((t) => ({
      table: t.table,
      csv: fs.readFileSync(path.join(files.dir, t.file), 'utf8'),
    })),
  });
}

export async function deliverToApi(input: {
  baseUrl: string;
  files: BatchFiles;
  token: () => Promise<string>;
  outbound: OutboundAddresses;
  /** First back-off in ms (doubled each retry); tests pass a small one. */
  backoffMs?: number;
  signal?: AbortSignal;
}): Promise<ApiDelivery> {
  const url = batchUrl(input.baseUrl, input.files.manifest.batchId);
  const body = apiBody(input.files);
  const backoff = input.backoffMs ?? 1000;
  const address = new URL(url);
  // An address literal is connected to without a lookup: check it here.
  await input.outbound.resolve(address.hostname.replace(/^\[|\]$/g, '')).catch((err: Error) => {
    throw new ApiDeliveryFailed(err.message, url, 0);
  });
  let last: ApiAnswer | Error = new Error('not tried');
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    if (input.signal?.aborted) throw new ApiDeliveryFailed('The delivery was stopped.', url, attempt - 1);
    last = await guardedPost(
      address,
      {
        authorization: `Bearer ${await input.token()}`,
        'content-type': 'application/json',
        'idempotency-key': input.files.manifest.batchId,
      },
      body,
      input.outbound,
      { timeoutMs: TIMEOUT_MS, maxAnswerBytes: MAX_ANSWER_BYTES },
    ).catch((err: Error) => err);
    if (!(last instanceof Error) && last.status >= 200 && last.status < 300)
      return { url, answer: describe(last), attempts: attempt };
    if (!retryable(last) || attempt === MAX_ATTEMPTS)
      throw new ApiDeliveryFailed(`${url} answered ${describe(last)}`, url, attempt);
    await new Promise((resolve) => setTimeout(resolve, backoff * 2 ** (attempt - 1)));
  }
  throw new ApiDeliveryFailed(`${url} answered ${describe(last)}`, url, MAX_ATTEMPTS);
}
