// What Cairn's pre-receive step decides about a push, before any ref moves: per updated ref, the
// branch rules (docs/node-model.md, "Clone and push with git") and the section 5 rules of the branch's
// whole tree at the pushed commit (push-tree-rules.ts). The pushed objects are still in git's
// quarantine, so every git command here runs with the object directories the hook was given.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { englishMessage, NODE_MODEL_MAX_FILE_BYTES, validateName } from '@cairn/contracts';
import { BRANCH_FILE } from '../node-model.layout.js';
import { BlobReader } from './blob-reader.js';
import { gitEnvironment } from './git-environment.js';
import { treeProblems, type TreeEntry, type TreeRuleOptions } from './push-tree-rules.js';

const run = promisify(execFile);
const ZERO = /^0+$/;
/** Enough for the person pushing to fix things; the rest would scroll away anyway. */
const MAX_PROBLEMS_SHOWN = 30;

export interface RefUpdate {
  oldOid: string;
  newOid: string;
  ref: string;
}

/** The object directories of receive-pack's quarantine, passed on by the hook. */
export interface QuarantineEnv {
  GIT_OBJECT_DIRECTORY?: string;
  GIT_ALTERNATE_OBJECT_DIRECTORIES?: string;
  GIT_QUARANTINE_PATH?: string;
}

/** `<old> <new> <ref>` lines, as git hands them to pre-receive. */
export function parseRefUpdates(text: string): RefUpdate[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [oldOid, newOid, ref] = line.trim().split(' ');
      return { oldOid, newOid, ref };
    });
}

/** The verdict on a push: lines for `git push` to show (as `remote:` lines); accepted when `refused` is empty. */
export async function checkPush(
  gitdir: string,
  updates: readonly RefUpdate[],
  quarantine: QuarantineEnv,
  options: TreeRuleOptions,
): Promise<{ refused: string[] }> {
  const env = { ...gitEnvironment(), ...pick(quarantine), GIT_DIR: gitdir };
  const git = async (...args: string[]) =>
    (await run('git', args, { env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  const succeeds = (...args: string[]) =>
    git(...args).then(
      () => true,
      () => false,
    );
  const maxFileBytes = options.maxFileBytes ?? NODE_MODEL_MAX_FILE_BYTES;
  const blobs = new BlobReader(env, maxFileBytes);
  try {
    return await decide();
  } finally {
    blobs.close();
  }

  async function decide() {
    const branches = (await git('for-each-ref', '--format=%(refname:lstrip=2)', 'refs/heads/'))
      .split('\n')
      .filter(Boolean);
    const refused: string[] = [];
    for (const update of updates) {
      const problems = await refProblems(update, branches);
      if (problems.length === 0) continue;
      const branch = update.ref.replace(/^refs\/heads\//, '');
      refused.push(`Cairn refused the push to ${branch}:`);
      for (const problem of problems.slice(0, MAX_PROBLEMS_SHOWN)) refused.push(`  - ${problem}`);
      if (problems.length > MAX_PROBLEMS_SHOWN)
        refused.push(`  ... and ${problems.length - MAX_PROBLEMS_SHOWN} more.`);
    }
    return { refused };
  }

  async function refProblems({ oldOid, newOid, ref }: RefUpdate, branches: string[]): Promise<string[]> {
    if (!ref.startsWith('refs/heads/')) return [`Only branches can be pushed; ${ref} is not a branch.`];
    const branch = ref.slice('refs/heads/'.length);
    if (ZERO.test(newOid)) return [`Branch ${branch} cannot be deleted: the node model keeps every branch.`];
    if (ZERO.test(oldOid)) {
      const message = validateName('branch', branch, branches);
      if (message) return [`The branch name is not valid: ${englishMessage(message)}.`];
      branches.push(branch); // a second new branch of the same push, differing in case only, is a duplicate
    } else {
      if (await isReadOnly(oldOid))
        return [
          `Branch ${branch} is read-only. Make it writable on the Branches screen, or push to a new branch.`,
        ];
      if (!(await succeeds('merge-base', '--is-ancestor', oldOid, newOid)))
        return [
          `Branch ${branch} cannot be rewritten (no force push): pull, put your commits on top and push again.`,
        ];
    }
    const merge = (
      await git('rev-list', '--min-parents=2', '--max-count=1', newOid, '--not', '--branches')
    ).trim();
    if (merge)
      return [
        `Commit ${merge.slice(0, 12)} is a merge: the node model's history is linear, so rebase instead.`,
      ];
    // With each blob's size (-l): the rules refuse a file over the limit without reading it.
    const entries = parseLsTree(await git('ls-tree', '-r', '-t', '-l', '-z', '--full-tree', newOid));
    return treeProblems(entries, (file) => readText(`${newOid}:${file}`), { ...options, maxFileBytes });
  }

  /** A file's text, '' when it is missing or over the limit (the rules then say what is wrong). */
  async function readText(name: string) {
    const answer = await blobs.read(name);
    return 'text' in answer ? answer.text : '';
  }

  async function isReadOnly(commit: string) {
    try {
      return (
        (JSON.parse(await readText(`${commit}:${BRANCH_FILE}`)) as { readOnly?: unknown }).readOnly === true
      );
    } catch {
      return false;
    }
  }
}

const pick = (q: QuarantineEnv): QuarantineEnv =>
  Object.fromEntries(
    (['GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES', 'GIT_QUARANTINE_PATH'] as const)
      .filter((key) => typeof q[key] === 'string')
      .map((key) => [key, q[key]]),
  );

/** `git ls-tree -l -z` output: `<mode> <type> <oid> <size>\t<path>` records separated by NUL. */
function parseLsTree(output: string): TreeEntry[] {
  return output
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const tab = record.indexOf('\t');
      const [mode, type, , size] = record.slice(0, tab).split(/ +/);
      const entry: TreeEntry = { mode, type: type as TreeEntry['type'], path: record.slice(tab + 1) };
      return type === 'blob' ? { ...entry, size: Number(size) } : entry;
    });
}
