// Shared set-up of the node model tests: an engagement with NodeModelGit, a configurer (writes) and
// a consultant (reads), and the git command line to look at the repository from outside.
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import { encodeQuery, engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { useFixture } from '../../test/fixture.js';
import {
  fieldErrors,
  signIn,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';

export const CONFIGURER = { name: 'Conor Configurer', email: 'conor@example.test' };
/** The configurer as the commits' author, as git prints it. */
export const AUTHOR = `${CONFIGURER.name} <${CONFIGURER.email}>`;
/** Branch abilities of a configurer (NodeModel Git Write) and of a consultant (read only). */
export const WRITER = { write: true, addBranch: true };
export const READER = { write: false, addBranch: false };

export interface NodeModelFixture {
  server: TestServer;
  engagementId: string;
  configurer: SignedInClient;
  consultant: SignedInClient;
  base: string;
  gitdir: string;
}

export async function nodeModelFixture(
  features: string[] = ['NodeModelGit'],
  /** Configuration for the server (CAIRN_* variables), e.g. small limits. */
  env: Record<string, string> = {},
): Promise<NodeModelFixture> {
  const server = await testServer(env);
  const tenant = await buildTenant(server.database.db);
  const engagement = await buildEngagement(server.database.db, tenant.id, { features });
  const scope = engagementScope(engagement.id);
  await buildUser(server.database.db, { ...CONFIGURER, roles: [{ role: ROLE_NAMES.configurer, scope }] });
  const reader = await buildUser(server.database.db, { roles: [{ role: ROLE_NAMES.consultant, scope }] });
  return {
    server,
    engagementId: engagement.id,
    configurer: await signIn(server, CONFIGURER.email, PASSWORD),
    consultant: await signIn(server, reader.email, PASSWORD),
    base: `/api/nodeModel/engagements/${engagement.id}`,
    gitdir: server.ctx.services.nodeModel.gitdir(engagement.id),
  };
}

/**
 * A test file's node model fixture: made before its tests (then `setUp`, e.g. addWorkingBranch) and
 * closed after them, with `commits(branch)`, the branch's commits newest first, and `refused(write)`.
 */
export function useNodeModel(setUp?: (f: NodeModelFixture) => Promise<void>) {
  return useFixture(
    async () => {
      const f = await nodeModelFixture();
      await setUp?.(f);
      const commits = (branch = 'working') => commitLines(f.gitdir, branch);
      /** The field errors of a write the rules refuse (a 400), which must leave the branch's commits as they were. */
      const refused = async (write: () => Promise<Parameters<typeof fieldErrors>[0]>, branch = 'working') => {
        const before = commits(branch);
        const errors = fieldErrors(await write());
        expect(commits(branch)).toEqual(before);
        return errors;
      };
      return { ...f, commits, refused };
    },
    (f) => f.server.close(),
  );
}

/** The branch `working` from main, which the tests write on (its making is tested in node-model-branches.test.ts). */
export async function addWorkingBranch(f: NodeModelFixture) {
  const res = await f.configurer.request('POST', `${f.base}/branches`, {
    name: 'working',
    parentBranch: 'main',
  });
  expect(res.statusCode, res.body).toBe(201);
}

export const b64 = encodeQuery;

/** `git <args>` in a directory; throws with git's own message when it fails. */
export function gitCli(cwd: string, ...args: string[]) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Commits of a branch, newest first, as "author name <email>|subject". */
export function commitLines(gitdir: string, branch: string) {
  return gitCli(gitdir, 'log', '--format=%an <%ae>|%s', branch).trim().split('\n');
}

/** `git fsck --strict` output; throws (failing the test) when git finds anything wrong. */
export function fsck(gitdir: string) {
  return gitCli(gitdir, 'fsck', '--strict', '--no-progress');
}
