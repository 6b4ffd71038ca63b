// One request of git's smart HTTP protocol answered by `git http-backend` (CGI): it speaks both
// protocol versions, inflates gzip request bodies and runs upload-pack / receive-pack. The repository
// is the one the engagement resolved to (never a path taken from the request), and both bodies are
// streamed, so a clone or push of any size holds little memory. A request body is counted as it
// passes: over the limit, git is stopped and the answer is a 413 (git's own answer is held back until
// the body has been read, which is when git has anything to say but progress).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { HttpProblem } from '../../../http/problem.js';
import { gitEnvironment } from './git-environment.js';

/** The largest request body unless the caller says (CAIRN_GIT_MAX_PUSH_MB for pushes). */
export const MAX_GIT_REQUEST_BYTES = 100 * 1024 * 1024;
/** git's answer held while the body still streams: progress lines only, a few kilobytes. */
const MAX_HELD_ANSWER_BYTES = 1024 * 1024;
/**
 * A push holds the repository's write lock while it runs: a client that stalls must not keep the
 * screens from saving for longer than this.
 */
export const MAX_GIT_REQUEST_MS = 10 * 60_000;

export interface GitBackendRequest {
  gitdir: string;
  /** What follows the repository in the address. */
  action: 'info/refs' | 'git-upload-pack' | 'git-receive-pack';
  method: 'GET' | 'POST';
  query: string;
  contentType?: string;
  contentEncoding?: string;
  /** The client's `Git-Protocol` header (protocol version 2). */
  gitProtocol?: string;
  remoteUser: string;
  body?: Readable;
  /** Extra git configuration, as `-c key=value` would give it, but inherited by every git it starts. */
  config?: [string, string][];
  env?: Record<string, string>;
  /** The largest body, in bytes as sent (MAX_GIT_REQUEST_BYTES when not given). */
  maxBodyBytes?: number;
}

export const pushTooLarge = (maxBytes: number) =>
  new HttpProblem(
    413,
    'Payload Too Large',
    `The push is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the most Cairn takes in one push: a node model is small text. Push fewer commits at a time, and leave large files out of it.`,
    'gitPushTooLarge',
  );

/** Streams http-backend's answer into `reply`; resolves once git has exited (the push is over). */
export async function runGitBackend(request: GitBackendRequest, reply: FastifyReply): Promise<void> {
  const maxBytes = request.maxBodyBytes ?? MAX_GIT_REQUEST_BYTES;
  const config: [string, string][] = [
    // A push only moves refs; no gc runs while Cairn's own readers may be reading objects.
    ['receive.autogc', 'false'],
    ['receive.fsckObjects', 'true'],
    // git's own bound on the pack once inflated (a gzip body is counted below only as sent). Given
    // on every receive-pack rather than written into each repository's config, so it holds for
    // repositories made before it, provisioned ones and any made in future alike.
    ['receive.maxInputSize', String(maxBytes)],
    ['http.receivepack', 'true'],
    ['http.uploadpack', 'true'],
    ...(request.config ?? []),
  ];
  const env: Record<string, string> = {
    ...gitEnvironment(),
    ...request.env,
    GIT_PROJECT_ROOT: path.dirname(request.gitdir),
    PATH_INFO: `/${path.basename(request.gitdir)}/${request.action}`,
    GIT_HTTP_EXPORT_ALL: '1',
    REQUEST_METHOD: request.method,
    QUERY_STRING: request.query,
    REMOTE_USER: request.remoteUser,
    GIT_CONFIG_COUNT: String(config.length),
    ...Object.fromEntries(
      config.flatMap(([key, value], i) => [
        [`GIT_CONFIG_KEY_${i}`, key],
        [`GIT_CONFIG_VALUE_${i}`, value],
      ]),
    ),
  };
  if (request.contentType) env.CONTENT_TYPE = request.contentType;
  if (request.contentEncoding) env.HTTP_CONTENT_ENCODING = request.contentEncoding;
  if (request.gitProtocol && /^[\w=:.,-]+$/.test(request.gitProtocol))
    env.HTTP_GIT_PROTOCOL = request.gitProtocol;

  const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  exited.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  const deadline = setTimeout(() => child.kill('SIGKILL'), MAX_GIT_REQUEST_MS);
  void exited.finally(() => clearTimeout(deadline)).catch(() => undefined);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString('utf8')}`.slice(-4000)));
  // Without CONTENT_LENGTH http-backend reads the body to its end, so chunked requests work too.
  const output = new PassThrough({ highWaterMark: MAX_HELD_ANSWER_BYTES });
  child.stdout.pipe(output);
  child.stdin.on('error', () => undefined); // git stopped reading (it failed or was stopped): said by its exit
  const fed = request.body ? feed(request.body, child.stdin, maxBytes) : (child.stdin.end(), 'whole');
  if ((await fed) === 'tooLarge') {
    child.kill('SIGKILL');
    await exited.catch(() => undefined);
    // No ref moved: receive-pack never got to its end. The rest of the body is discarded as it comes.
    throw pushTooLarge(maxBytes);
  }

  const answer = await readCgiHeaders(output);
  reply.code(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  const body = new PassThrough();
  body.write(answer.rest);
  output.pipe(body);
  reply.send(body);
  const code = await exited;
  if (code !== 0) reply.log.warn({ code, stderr }, 'git http-backend failed');
}

/**
 * Copies `body` into git's stdin with back-pressure, counting bytes: 'tooLarge' as soon as more than
 * `max` have come (what came is not kept), 'whole' once the body ended or git stopped reading it.
 */
function feed(body: Readable, stdin: Writable, max: number): Promise<'whole' | 'tooLarge'> {
  return new Promise((resolve) => {
    let seen = 0;
    let settled = false;
    const done = (verdict: 'whole' | 'tooLarge') => {
      if (settled) return;
      settled = true;
      body.off('data', onData);
      stdin.off('close', onStdinClose);
      if (verdict === 'tooLarge') stdin.destroy();
      else stdin.end();
      body.resume(); // the rest, if any, is read and dropped so the client gets the answer
      resolve(verdict);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) return done('tooLarge');
      if (!stdin.write(chunk)) {
        body.pause();
        stdin.once('drain', () => body.resume());
      }
    };
    const onStdinClose = () => done('whole');
    body.on('data', onData);
    body.once('end', () => done('whole'));
    body.once('error', () => done('whole'));
    stdin.once('close', onStdinClose);
  });
}

/** The CGI header block (`Status:` and response headers up to the blank line), and what came after it. */
function readCgiHeaders(
  stdout: Readable,
): Promise<{ status: number; headers: [string, string][]; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end === -1) return;
      stdout.off('data', onData);
      stdout.off('end', onEnd);
      stdout.pause();
      let status = 200;
      const headers: [string, string][] = [];
      for (const line of buffered.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 500;
        else if (name) headers.push([name, value]);
      }
      resolve({ status, headers, rest: buffered.subarray(end + 4) });
    };
    const onEnd = () => reject(new Error('git http-backend answered without headers.'));
    stdout.on('data', onData);
    stdout.once('end', onEnd);
  });
}
