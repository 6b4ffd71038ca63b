// One request of git's smart HTTP protocol answered by `git http-backend` (CGI): it speaks both
// protocol versions, inflates gzip request bodies and runs upload-pack / receive-pack. The repository
// is the one the engagement resolved to (never a path taken from the request), and both bodies are
// streamed, so a clone or push of any size holds little memory.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { gitEnvironment } from './git-environment.js';

/** A request body larger than this is cut off: a node model is text, a push of it is small. */
export const MAX_GIT_REQUEST_BYTES = 256 * 1024 * 1024;
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
}

/** Streams http-backend's answer into `reply`; resolves once git has exited (the push is over). */
export async function runGitBackend(request: GitBackendRequest, reply: FastifyReply): Promise<void> {
  const config: [string, string][] = [
    // A push only moves refs; no gc runs while Cairn's own readers may be reading objects.
    ['receive.autogc', 'false'],
    ['receive.fsckObjects', 'true'],
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
  const feeding = request.body
    ? pipeline(request.body, limitBytes(MAX_GIT_REQUEST_BYTES), child.stdin).catch(() => child.kill())
    : Promise.resolve(child.stdin.end());

  const answer = await readCgiHeaders(child.stdout);
  reply.code(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  const body = new PassThrough();
  body.write(answer.rest);
  child.stdout.pipe(body);
  reply.send(body);
  const [code] = await Promise.all([exited, feeding]);
  if (code !== 0) reply.log.warn({ code, stderr }, 'git http-backend failed');
}

function limitBytes(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? new Error(`The request is larger than ${max} bytes.`) : null, chunk);
    },
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
