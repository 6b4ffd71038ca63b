// A git server for tests: `git http-backend` (git's own smart HTTP, through the same CGI bridge Cairn
// serves its node models with) behind a small Fastify app on a free loopback port, with HTTP basic
// authentication. A repository is an empty bare one on its first request, as a git host would have
// it after "new repository"; with `createOnRequest: false`, a repository nobody created is 404, as
// on a git host, until create() makes it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import Fastify from 'fastify';
import { runGitBackend } from '../modules/node-model/git-http/git-backend.js';

const ACTIONS = ['info/refs', 'git-upload-pack', 'git-receive-pack'] as const;

export async function startGitServer(
  credentials: { username: string; password: string },
  { createOnRequest = true }: { createOnRequest?: boolean } = {},
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-git-server-'));
  const app = Fastify();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  const expected = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  app.all<{ Params: { repo: string; '*': string } }>('/:repo/*', async (req, reply) => {
    if (req.headers.authorization !== expected)
      return reply.code(401).header('www-authenticate', 'Basic realm="git"').send('Unauthorized');
    const action = ACTIONS.find((a) => a === req.params['*']);
    if (!action || !/^[\w-]+\.git$/.test(req.params.repo)) return reply.code(404).send('Not found');
    const gitdir = path.join(root, req.params.repo);
    if (!fs.existsSync(gitdir)) {
      if (!createOnRequest) return reply.code(404).send('Repository not found');
      execFileSync('git', ['init', '--quiet', '--bare', gitdir]);
    }
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    await runGitBackend(
      {
        gitdir,
        action,
        method: req.method as 'GET' | 'POST',
        query,
        contentType: req.headers['content-type'],
        contentEncoding: req.headers['content-encoding'],
        gitProtocol: req.headers['git-protocol'] as string | undefined,
        remoteUser: credentials.username,
        body: req.method === 'POST' ? (req.body as Readable) : undefined,
      },
      reply,
    );
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    /** The bare repository on the server's disk, for the git command line. */
    gitdir: (repo: string) => path.join(root, repo),
    /** An empty repository, as "new repository" on a git host makes it. */
    create: (repo: string) => execFileSync('git', ['init', '--quiet', '--bare', path.join(root, repo)]),
    stop: async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
