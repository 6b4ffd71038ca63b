// The git command line of the person at the desk, for tests and benchmarks against a listening Cairn:
// no prompts, none of this machine's configuration, a fixed author. Runs git without blocking the
// server in this process.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export function deskGit(author = { name: 'Desk Top', email: 'desk@example.test' }) {
  const env = {
    ...process.env,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
  /** git's standard output; rejects with an error whose message is git's own output. */
  const git = async (cwd: string, ...args: string[]) => {
    try {
      return (await exec('git', args, { cwd, env, maxBuffer: 16 * 1024 * 1024 })).stdout;
    } catch (err) {
      const { stderr = '', stdout = '' } = err as { stderr?: string; stdout?: string };
      throw new Error(`git ${args.join(' ')} failed:\n${stdout}${stderr}`);
    }
  };
  /** git's own output of a command that must fail. */
  const gitFails = (cwd: string, ...args: string[]) =>
    git(cwd, ...args).then(
      () => {
        throw new Error(`git ${args.join(' ')} succeeded`);
      },
      (err: Error) => err.message,
    );
  return { git, gitFails };
}
