// One bare git repository, written without a work tree: blobs and trees are written for the changed
// paths only, a commit on top of the branch head, then the branch ref is moved. Callers serialise
// writes (RepositoryWriteLock); reads need no lock because every file lands by an atomic rename.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { gitEnvironment } from './git-http/git-environment.js';
import type { TreeEntry } from 'isomorphic-git';
import { GitObjectCache } from './git-object-cache.js';
import { fileTooLarge, readBoundedBlob } from './git-object-size.js';
import { NODE_MODEL_MAX_FILE_BYTES } from '@cairn/contracts';

/** Node models are small text: 32 MB holds the models of many engagements. */
const GIT_OBJECT_CACHE_BYTES = 32 * 1024 * 1024;

// isomorphic-git (~19 MB once loaded) loads when a node model is first read or written, not with
// every server start.
let gitModule: Promise<typeof import('isomorphic-git').default> | undefined;
const loadGit = () => (gitModule ??= import('isomorphic-git').then((module) => module.default));

export interface GitAuthor {
  name: string;
  email: string;
}

/** A file's new text, or null to delete it (empty folders disappear, as in git). */
export type FileChanges = Map<string, string | null>;

/** A repository on a git server (smart HTTP) that a local bare repository mirrors. */
export interface GitRemote {
  url: string;
  username?: string;
  /** A token or password; sent only to `url`. */
  password?: string;
  /**
   * For an address a user typed: the IP address git must connect to (checked by Cairn; git's own
   * resolver could get another answer), and no redirect followed (it could lead anywhere).
   */
  pinned?: { host: string; port: number; address: string };
}

export interface CommitInfo {
  oid: string;
  parent: string | null;
  message: string;
  author: GitAuthor;
  /** seconds since the epoch */
  timestamp: number;
}

/**
 * fs for isomorphic-git with atomic writes: a reader in this or another process sees a ref or an
 * object either whole or not at all, and a crash never leaves a truncated object behind (git would
 * then skip rewriting it, as it exists).
 */
async function atomicWriteFile(file: string, data: string | Uint8Array, options?: unknown) {
  const temporary = path.join(path.dirname(file), `tmp_obj_cairn_${crypto.randomBytes(6).toString('hex')}`);
  try {
    await fsp.writeFile(temporary, data, options as fs.WriteFileOptions);
    await fsp.rename(temporary, file);
  } catch (err) {
    await fsp.rm(temporary, { force: true });
    throw err;
  }
}
const gitFs = { promises: { ...fsp, writeFile: atomicWriteFile } };

const isNotFound = (err: unknown) => (err as { code?: string }).code === 'NotFoundError';
const decoder = new TextDecoder();
const run = promisify(execFile);
/** Shared by every repository of this process: trees and blobs of node models read lately. */
const objects = new GitObjectCache(GIT_OBJECT_CACHE_BYTES);

export class GitRepository {
  constructor(readonly gitdir: string) {}

  /** A complete repository: renamed into place only after its first commit (see `create`). */
  exists(): boolean {
    return fs.existsSync(path.join(this.gitdir, 'HEAD'));
  }

  /**
   * Creates the bare repository with a first commit on `branch` (also HEAD, so `git clone` checks it
   * out). Built in a temporary directory and renamed into place, so nobody sees a half-made one.
   */
  static async create(
    gitdir: string,
    first: { branch: string; files: FileChanges; author: GitAuthor; message: string },
  ) {
    const git = await loadGit();
    fs.mkdirSync(path.dirname(gitdir), { recursive: true });
    const building = `${gitdir}.creating-${crypto.randomBytes(4).toString('hex')}`;
    try {
      await git.init({ fs: gitFs, gitdir: building, bare: true, defaultBranch: first.branch });
      const repository = new GitRepository(building);
      await repository.commit({
        branch: first.branch,
        parent: null,
        changes: first.files,
        author: first.author,
        message: first.message,
      });
      fs.renameSync(building, gitdir);
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
    }
    return new GitRepository(gitdir);
  }

  async branches(): Promise<string[]> {
    const git = await loadGit();
    return git.listBranches({ fs: gitFs, gitdir: this.gitdir });
  }

  /** The commit a branch points at, or null when there is no such branch. */
  async head(branch: string): Promise<string | null> {
    const git = await loadGit();
    try {
      return await git.resolveRef({ fs: gitFs, gitdir: this.gitdir, ref: `refs/heads/${branch}` });
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Text of a file at a commit, or null when it does not exist. */
  async readText(commit: string, filepath: string): Promise<string | null> {
    const slash = filepath.lastIndexOf('/');
    const name = filepath.slice(slash + 1);
    const entry = (await this.list(commit, slash === -1 ? '' : filepath.slice(0, slash))).find(
      (e) => e.path === name,
    );
    if (!entry || entry.type !== 'blob') return null;
    return this.cached(entry.oid, async (git) => {
      const blob = await readBoundedBlob(this.gitdir, entry.oid, filepath, async () => {
        return (await git.readBlob({ fs: gitFs, gitdir: this.gitdir, oid: entry.oid })).blob;
      });
      return decoder.decode(blob);
    });
  }

  /** Entries of a folder at a commit (empty when it does not exist); `''` is the root. */
  async list(commit: string, folder: string): Promise<TreeEntry[]> {
    let tree = await this.tree(commit);
    for (const segment of folder.split('/').filter(Boolean)) {
      const entry = tree?.find((e) => e.path === segment);
      tree = entry?.type === 'tree' ? await this.tree(entry.oid) : undefined;
    }
    // A copy: callers may sort what they get, the cache's entry stays as git wrote it.
    return tree ? [...tree] : [];
  }

  /** The tree of a tree or commit object (a commit's root tree), undefined when there is none. */
  private async tree(oid: string): Promise<readonly TreeEntry[] | undefined> {
    try {
      return await this.cached(oid, async (git) => {
        const { tree } = await git.readTree({ fs: gitFs, gitdir: this.gitdir, oid });
        return tree;
      });
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /** An object's content from the cache, else read and kept (keyed by repository, though ids are content). */
  private async cached<T extends readonly TreeEntry[] | string>(
    oid: string,
    read: (git: Awaited<ReturnType<typeof loadGit>>) => Promise<T>,
  ): Promise<T> {
    const key = `${this.gitdir}\0${oid}`;
    const hit = objects.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await read(await loadGit());
    objects.set(key, value);
    return value;
  }

  /** Object id of a file or folder at a commit, or null: equal ids mean equal content. */
  async oidAt(commit: string, filepath: string): Promise<string | null> {
    const slash = filepath.lastIndexOf('/');
    const entries = await this.list(commit, slash === -1 ? '' : filepath.slice(0, slash));
    return entries.find((e) => e.path === filepath.slice(slash + 1))?.oid ?? null;
  }

  /** The branch's commits, newest first (the history is linear: Cairn never merges). */
  async log(branch: string): Promise<CommitInfo[]> {
    const git = await loadGit();
    const commits = await git.log({ fs: gitFs, gitdir: this.gitdir, ref: `refs/heads/${branch}` });
    return commits.map(({ oid, commit }) => ({
      oid,
      parent: commit.parent[0] ?? null,
      message: commit.message.trimEnd(),
      author: { name: commit.author.name, email: commit.author.email },
      timestamp: commit.author.timestamp,
    }));
  }

  /**
   * Commits `changes` on top of `parent` and moves `branch` to the new commit (creating the branch
   * when `parent` is another branch's commit). The caller holds the write lock and read `parent`
   * under it. Returns the new commit id, or `parent` when the changes change nothing.
   */
  async commit(input: {
    branch: string;
    parent: string | null;
    changes: FileChanges;
    author: GitAuthor;
    message: string;
    allowEmpty?: boolean;
  }) {
    const git = await loadGit();
    const { branch, parent, changes, author, message } = input;
    const parentTree = parent
      ? (await git.readCommit({ fs: gitFs, gitdir: this.gitdir, oid: parent })).commit.tree
      : null;
    const tree =
      (await this.updateTree(parentTree, changes)) ??
      (await git.writeTree({ fs: gitFs, gitdir: this.gitdir, tree: [] }));
    if (parent && tree === parentTree && !input.allowEmpty) return parent;
    const signature = { ...author, timestamp: Math.floor(Date.now() / 1000), timezoneOffset: 0 };
    const oid = await git.commit({
      fs: gitFs,
      gitdir: this.gitdir,
      message: message.endsWith('\n') ? message : `${message}\n`,
      author: signature,
      committer: signature,
      tree,
      parent: parent ? [parent] : [],
      noUpdateBranch: true,
    });
    await atomicWriteFile(path.join(this.gitdir, 'refs', 'heads', branch), `${oid}\n`).catch(async (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fsp.mkdir(path.join(this.gitdir, 'refs', 'heads'), { recursive: true });
      await atomicWriteFile(path.join(this.gitdir, 'refs', 'heads', branch), `${oid}\n`);
    });
    return oid;
  }

  /** Writes the trees along the changed paths; returns the new tree id, or null for an empty tree. */
  private async updateTree(treeOid: string | null, changes: FileChanges): Promise<string | null> {
    const git = await loadGit();
    const entries = new Map<string, TreeEntry>();
    if (treeOid) {
      const { tree } = await git.readTree({ fs: gitFs, gitdir: this.gitdir, oid: treeOid });
      for (const entry of tree) entries.set(entry.path, entry);
    }
    const below = new Map<string, FileChanges>();
    for (const [filepath, text] of changes) {
      const slash = filepath.indexOf('/');
      if (slash === -1) {
        if (text === null) entries.delete(filepath);
        else {
          const blob = new TextEncoder().encode(text);
          // Every writer holds to the limit every reader applies (git-object-size.ts).
          if (blob.length > NODE_MODEL_MAX_FILE_BYTES) throw fileTooLarge(filepath, blob.length);
          const oid = await git.writeBlob({ fs: gitFs, gitdir: this.gitdir, blob });
          entries.set(filepath, { mode: '100644', path: filepath, oid, type: 'blob' });
        }
        continue;
      }
      const folder = filepath.slice(0, slash);
      if (!below.has(folder)) below.set(folder, new Map());
      below.get(folder)!.set(filepath.slice(slash + 1), text);
    }
    for (const [folder, folderChanges] of below) {
      const existing = entries.get(folder);
      const oid = await this.updateTree(existing?.type === 'tree' ? existing.oid : null, folderChanges);
      if (oid) entries.set(folder, { mode: '040000', path: folder, oid, type: 'tree' });
      else entries.delete(folder);
    }
    if (entries.size === 0) return null;
    return git.writeTree({ fs: gitFs, gitdir: this.gitdir, tree: [...entries.values()] });
  }

  /** An empty bare repository here, the mirror of a remote one (filled by `fetchFrom`). */
  static async initMirror(gitdir: string) {
    const git = await loadGit();
    fs.mkdirSync(path.dirname(gitdir), { recursive: true });
    const building = `${gitdir}.creating-${crypto.randomBytes(4).toString('hex')}`;
    await git.init({ fs: gitFs, gitdir: building, bare: true });
    try {
      fs.renameSync(building, gitdir);
    } catch (err) {
      fs.rmSync(building, { recursive: true, force: true });
      if (!fs.existsSync(path.join(gitdir, 'HEAD'))) throw err; // else another caller made it first
    }
    return new GitRepository(gitdir);
  }

  /**
   * Makes every branch here what it is on `remote` (new, moved, or gone): reads then see the server's
   * commits. Local commits that were not pushed are dropped, which is what a retried write wants.
   * The git command line does the network part (isomorphic-git's fetch cannot mirror a server whose
   * HEAD names a missing branch, as a new repository's "master" does).
   */
  async fetchFrom(remote: GitRemote): Promise<void> {
    await gitAt(this.gitdir, remote, [
      'fetch',
      '--quiet',
      '--prune',
      '--no-tags',
      remote.url,
      '+refs/heads/*:refs/heads/*',
    ]);
  }

  /**
   * Pushes `branch` to `remote`: 'rejected' when the server's branch moved since the last fetch (not
   * a fast-forward), so the caller fetches and makes its write again on top of the new head.
   */
  async pushTo(remote: GitRemote, branch: string): Promise<'pushed' | 'rejected'> {
    const ref = `refs/heads/${branch}`;
    try {
      await gitAt(this.gitdir, remote, ['push', '--quiet', '--porcelain', remote.url, `${ref}:${ref}`]);
      return 'pushed';
    } catch (err) {
      const output = `${(err as { stdout?: string }).stdout ?? ''}`;
      if (/^!\s.*\[(rejected|remote rejected)\]/m.test(output)) return 'rejected';
      throw err;
    }
  }
}

/**
 * `git <args>` in a bare repository against `remote`: no user or system configuration, no prompt,
 * and the credentials as an Authorization header given through the environment (not the command
 * line, which other users of the machine can read, nor a config file).
 */
async function gitAt(gitdir: string, remote: GitRemote, args: string[]) {
  const config: [string, string][] = [
    ['gc.auto', '0'],
    ['core.bare', 'true'],
  ];
  if (remote.username || remote.password) {
    const basic = Buffer.from(`${remote.username ?? ''}:${remote.password ?? ''}`).toString('base64');
    config.push(['http.extraHeader', `Authorization: Basic ${basic}`]);
  }
  if (remote.pinned) {
    const { host, port, address } = remote.pinned;
    config.push([
      'http.curloptResolve',
      `${host}:${port}:${address.includes(':') ? `[${address}]` : address}`,
    ]);
    config.push(['http.followRedirects', 'false']);
  }
  await run('git', ['--git-dir', gitdir, ...args], {
    env: {
      ...gitEnvironment(),
      GIT_TERMINAL_PROMPT: '0',
      GIT_CONFIG_COUNT: String(config.length),
      ...Object.fromEntries(
        config.flatMap(([key, value], i) => [
          [`GIT_CONFIG_KEY_${i}`, key],
          [`GIT_CONFIG_VALUE_${i}`, value],
        ]),
      ),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}
