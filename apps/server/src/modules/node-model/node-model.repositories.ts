// The repositories of the node model: one bare git repository per engagement under
// <dataDir>/git/<engagementId>.git, created on first use once the engagement has NodeModelGit or NodeModelApi (the API only)
// feature; a provisioned GitRepository the engagement selected among its resources replaces it
// (node-model-locations.port.ts). Reads open a branch at its current commit; writes run under the engagement's write lock,
// re-read the branch there, and make exactly one commit (or none when nothing changed).
// With a git server (CAIRN_NODE_MODEL_GIT_URL) the repository lives there: each process keeps a
// mirror under <dataDir>/git-mirrors (a cache, deletable at any time), reads at a freshly fetched
// commit, and writes by pushing; a push the server rejects (another process wrote first) is fetched
// and the write is made again on top, so nothing is lost. The server is the only arbiter between
// processes; in one process the mirror's fetches, commits and pushes take turns.
// A repository that existed once and is gone (a restore without it) is refused, never made again
// empty (repository-register.ts).
import fs from 'node:fs';
import path from 'node:path';
import { nodeModelReachable, type CloudProvider } from '@cairn/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import { isUuid } from '../../access/access.service.js';
import { conflict, HttpProblem, notFound } from '../../http/problem.js';
import { GitRepository, type FileChanges, type GitAuthor, type GitRemote } from './git-repository.js';
import { BRANCH_FILE, findName, Snapshot, toText, type BranchMeta } from './node-model.layout.js';
import { RepositoryWriteLock } from './write-lock.js';
import { RepositoryRegister, repositoryLost } from './repository-register.js';
import type { NodeModelLocations } from './node-model-locations.port.js';

export const FIRST_BRANCH = 'main';
/** Author of the commit that creates a repository: no user asked for it, the first read did. */
export const SYSTEM_AUTHOR: GitAuthor = { name: 'Cairn', email: 'cairn@localhost' };

/** A branch opened at one commit, with what the engagement's rules need to know. */
export interface OpenBranch {
  engagementId: string;
  name: string;
  meta: BranchMeta;
  snapshot: Snapshot;
  isGain: boolean;
  cloudProvider: CloudProvider;
}

export interface Edit<T> {
  /** What changed, in words: the commit message. */
  message: string;
  changes: FileChanges;
  /** The answer, presented from the snapshot after the commit. */
  result: (saved: Snapshot) => Promise<T>;
}

export const nodeModelNotEnabled = () =>
  new HttpProblem(
    404,
    'Not Found',
    'This engagement has no node model: the NodeModelGit feature is not enabled.',
    'nodeModelNotEnabled',
  );
/** An engagement whose node model is served through the API only (NodeModelApi): no git clone or push. */
const gitNotEnabled = () =>
  new HttpProblem(
    404,
    'Not Found',
    'This engagement serves its node model through the API only: the NodeModelGit feature is not enabled.',
    'nodeModelNotEnabled',
  );
export const branchNotFound = (name: string) => notFound(`Branch ${name} does not exist.`);

/**
 * How often a write is made again when the git server keeps rejecting its push (another process
 * pushed first), with a growing random pause so that two busy processes stop taking turns in lockstep.
 */
const PUSH_ATTEMPTS = 20;
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * Math.min(attempt, 8)));
const pushedTooOften = () =>
  conflict(
    'The node model changed on the git server too often while saving. Please try again.',
    'nodeModelBusy',
  );

/** The git server repository of an engagement's node model, when the node model lives on one. */
export type NodeModelRemotes = (engagementId: string) => Promise<GitRemote | undefined>;

/**
 * The engagement's own repository (its node model configuration names an https address), else the
 * repositories of CAIRN_NODE_MODEL_GIT_URL, else none.
 */
export function nodeModelRemotes(
  settings: Config['nodeModelGit'],
  engagementRemote?: NodeModelRemotes,
): NodeModelRemotes | undefined {
  if (!settings && !engagementRemote) return undefined;
  return async (engagementId) =>
    (await engagementRemote?.(engagementId)) ??
    (settings && {
      url: settings.urlTemplate.replaceAll('{engagementId}', engagementId),
      username: settings.username,
      password: settings.token,
    });
}

/**
 * Fetches `remote` into the mirror. A repository the git server does not have is something to
 * create there (409, whoever's server it is); a repository an engagement's configuration names
 * (pinned) that cannot be read otherwise is that configuration's problem, said with git's reason
 * (409); the deployment's own git server failing otherwise stays a server error.
 */
async function fetchFrom(repository: GitRepository, remote: GitRemote) {
  try {
    await repository.fetchFrom(remote);
  } catch (err) {
    const said = `${(err as { stderr?: unknown }).stderr ?? ''}`
      .split('\n')
      .map((line) => line.trim())
      .find((line) => /^(fatal|remote|error):/.test(line));
    if (said && /\bnot found\b|does not appear to be a git repository|\b404\b/i.test(said))
      throw conflict(
        `The node model's repository ${addressOf(remote.url)} does not exist on its git server: create it there (an empty repository is fine), then save again.`,
        'nodeModelRepositoryMissing',
      );
    if (!remote.pinned) throw err;
    const origin = new URL(remote.url).origin;
    // A refused sign-in makes git ask for a user name, which it may not do here.
    if (said && /could not read Username|Authentication failed|\b40[13]\b/.test(said))
      throw conflict(
        `The node model's repository ${origin} refused the sign-in: check the Git user name and token of the node model configuration.`,
        'nodeModelRepositoryUnreachable',
      );
    throw conflict(
      `The node model's repository ${origin} could not be read${said ? `: ${said.slice(0, 300)}` : '.'}`,
      'nodeModelRepositoryUnreachable',
    );
  }
}

/** A repository's address without any user name or password written into it. */
function addressOf(url: string) {
  const address = new URL(url);
  address.username = '';
  address.password = '';
  return address.href;
}

export class NodeModelRepositories {
  private readonly lock: RepositoryWriteLock;
  private readonly register: RepositoryRegister;

  constructor(
    private readonly options: { dataDir: string; cloudProvider: CloudProvider; remotes?: NodeModelRemotes },
    database: Pick<Database, 'db' | 'kind'>,
    private readonly engagements: Pick<EngagementService, 'get'>,
    /** A provisioned repository the engagement selected replaces the default one. */
    private readonly locations?: NodeModelLocations,
  ) {
    this.lock = new RepositoryWriteLock(database);
    this.register = new RepositoryRegister(database);
  }

  /** The default repository of an engagement (used unless it selected a provisioned one). */
  gitdir(engagementId: string) {
    return path.join(this.options.dataDir, 'git', `${engagementId}.git`);
  }

  /** The repository the engagement's node model lives in: its selected provisioned one, or the default. */
  async resolveGitdir(engagementId: string) {
    return (await this.locations?.gitdirOf(engagementId)) ?? this.gitdir(engagementId);
  }

  /**
   * Writes take turns per repository, not per engagement: engagements of a tenant may select the same
   * provisioned repository. The key is the path under the data directory, the same in every process.
   */
  private lockKey(repository: GitRepository) {
    return path.relative(path.resolve(this.options.dataDir), path.resolve(repository.gitdir));
  }

  /**
   * The engagement's repository, created when missing; 404 without a node model feature that opens
   * it `through` the API (NodeModelApi or NodeModelGit) or git (NodeModelGit, contracts' features.ts). A
   * provisioned repository already has `main` (its first commit, without branch.json, which reads as
   * the first branch's meta), so the node model starts there.
   */
  async open(
    engagementId: string,
    through: 'api' | 'git' = 'api',
  ): Promise<{ repository: GitRepository; isGain: boolean }> {
    if (!isUuid(engagementId)) throw notFound();
    const engagement = await this.engagements.get(engagementId);
    if (!nodeModelReachable(engagement.features, through))
      throw nodeModelReachable(engagement.features, 'api') ? gitNotEnabled() : nodeModelNotEnabled();
    const remote = await this.options.remotes?.(engagementId);
    if (remote) {
      const repository = await this.fetchedMirror(engagementId, remote);
      return { repository, isGain: engagement.features.includes('GAIN') };
    }
    const repository = new GitRepository(await this.resolveGitdir(engagementId));
    const location = this.lockKey(repository);
    if (!repository.exists()) {
      await this.lock.run(location, async () => {
        if (repository.exists()) return; // another request or process made it while we waited
        if (await this.register.existed(location)) throw repositoryLost(`${location} in the data directory`);
        const meta: BranchMeta = { parentBranch: null, readOnly: false };
        await GitRepository.create(repository.gitdir, {
          branch: FIRST_BRANCH,
          files: new Map([[BRANCH_FILE, toText(meta)]]),
          author: SYSTEM_AUTHOR,
          message: `Create the node model with branch ${FIRST_BRANCH}`,
        });
      });
    }
    await this.register.remember(location);
    return { repository, isGain: engagement.features.includes('GAIN') };
  }

  /**
   * Checked before a node model feature is turned on (engagement-provisioning.port.ts), so a
   * repository that cannot be opened refuses the save instead of failing after it: with a git
   * server, the repository is fetched there (main created in an empty one; a missing one is 409).
   * A repository under the data directory is created on first use and needs nothing here.
   */
  async prepare(engagementId: string): Promise<void> {
    const remote = await this.options.remotes?.(engagementId);
    if (remote) await this.fetchedMirror(engagementId, remote);
  }

  /**
   * Runs `use` on the engagement's repository (created when missing) under its write lock, for a
   * writer that is not a screen: a `git push` over HTTP (git-http/) takes turns with the screens'
   * commits, here and in other processes, for as long as git receive-pack runs.
   */
  /**
   * A `git push` to Cairn goes into its repository; with a git server that is only a mirror, which
   * the next fetch would overwrite: the push goes to the git server itself (409 here).
   */
  async refusePushToMirror(engagementId: string) {
    if (await this.options.remotes?.(engagementId))
      throw conflict(
        'This node model lives on a git server: push to that repository instead of Cairn.',
        'nodeModelOnGitServer',
      );
  }

  async underWriteLock<T>(
    engagementId: string,
    use: (at: { repository: GitRepository; isGain: boolean; cloudProvider: CloudProvider }) => Promise<T>,
  ): Promise<T> {
    await this.refusePushToMirror(engagementId);
    const { repository, isGain } = await this.open(engagementId);
    return this.lock.run(this.lockKey(repository), () =>
      use({ repository, isGain, cloudProvider: this.options.cloudProvider }),
    );
  }

  /** The stored spelling of a branch name (branch names are unique ignoring case), or 404. */
  async branchName(repository: GitRepository, wanted: string) {
    const name = findName(await repository.branches(), wanted);
    if (!name) throw branchNotFound(wanted);
    return name;
  }

  private async openAt(
    engagementId: string,
    repository: GitRepository,
    isGain: boolean,
    wanted: string,
  ): Promise<OpenBranch> {
    const name = await this.branchName(repository, wanted);
    const head = await repository.head(name);
    if (!head) throw branchNotFound(wanted);
    const snapshot = new Snapshot(repository, head);
    return {
      engagementId,
      name,
      meta: await snapshot.branchMeta(),
      snapshot,
      isGain,
      cloudProvider: this.options.cloudProvider,
    };
  }

  /** A branch at its current commit, without a lock. */
  async read(engagementId: string, branch: string): Promise<OpenBranch> {
    const { repository, isGain } = await this.open(engagementId);
    return this.openAt(engagementId, repository, isGain, branch);
  }

  /**
   * One write to a branch: under the lock, the branch is read afresh, `edit` checks the input against
   * it (throwing leaves no commit) and names the changes, which become one commit by `author`.
   * A read-only branch refuses every write (409) unless `evenReadOnly` (changing the flag itself).
   */
  async write<T>(
    engagementId: string,
    branch: string,
    author: GitAuthor,
    edit: (at: OpenBranch) => Promise<Edit<T>>,
    options: { evenReadOnly?: boolean } = {},
  ): Promise<T> {
    const { repository, isGain } = await this.open(engagementId);
    return this.committing(engagementId, repository, async () => {
      const at = await this.openAt(engagementId, repository, isGain, branch);
      if (at.meta.readOnly && !options.evenReadOnly)
        throw conflict(`Branch ${at.name} is read-only`, 'branchReadOnly');
      const change = await edit(at);
      const commit = await repository.commit({
        branch: at.name,
        parent: at.snapshot.commit,
        changes: change.changes,
        author,
        message: change.message,
      });
      return { branch: at.name, done: () => change.result(new Snapshot(repository, commit)) };
    });
  }

  /** Creates `name` from `parent`'s current commit, with one commit that writes its branch.json. */
  async createBranch(
    engagementId: string,
    name: string,
    parent: string,
    author: GitAuthor,
    check: (existing: string[]) => void,
  ) {
    const { repository } = await this.open(engagementId);
    return this.committing(engagementId, repository, async () => {
      check(await repository.branches());
      const parentName = await this.branchName(repository, parent);
      const parentHead = (await repository.head(parentName))!;
      const meta: BranchMeta = { parentBranch: parentName, readOnly: false };
      await repository.commit({
        branch: name,
        parent: parentHead,
        changes: new Map([[BRANCH_FILE, toText(meta)]]),
        author,
        message: `Create branch ${name} from ${parentName}`,
        allowEmpty: true,
      });
      return { branch: name, done: async () => ({ name, ...meta }) };
    });
  }

  /**
   * One commit to one branch: `commit` makes it and names the branch. Locally under the write lock;
   * with a git server, in this process's turn on the mirror: fetched first, pushed after, and made
   * again from a fresh fetch while the server rejects the push (its branch moved meanwhile).
   */
  private async committing<T>(
    engagementId: string,
    repository: GitRepository,
    commit: () => Promise<{ branch: string; done: () => Promise<T> }>,
  ): Promise<T> {
    const remote = await this.options.remotes?.(engagementId);
    if (!remote) return this.lock.run(this.lockKey(repository), async () => (await commit()).done());
    return this.lock.inThisProcess(this.lockKey(repository), async () => {
      for (let attempt = 0; attempt < PUSH_ATTEMPTS; attempt++) {
        if (attempt > 0) await backOff(attempt);
        await fetchFrom(repository, remote);
        const made = await commit();
        if ((await repository.pushTo(remote, made.branch)) === 'pushed') return made.done();
      }
      throw pushedTooOften();
    });
  }

  /** The engagement's mirror of its git server repository, fetched now; the first reader of an empty one creates main. */
  private async fetchedMirror(engagementId: string, remote: GitRemote) {
    const gitdir = path.join(this.options.dataDir, 'git-mirrors', `${engagementId}.git`);
    const key = this.lockKey(new GitRepository(gitdir));
    const location = addressOf(remote.url);
    const lost = async () => (await this.register.existed(location)) && repositoryLost(location);
    const mirror = await this.lock.inThisProcess(key, async () => {
      const repository = fs.existsSync(path.join(gitdir, 'HEAD'))
        ? new GitRepository(gitdir)
        : await GitRepository.initMirror(gitdir);
      for (let attempt = 0; attempt < PUSH_ATTEMPTS; attempt++) {
        await fetchFrom(repository, remote).catch(async (err) => {
          throw ((err as HttpProblem).code === 'nodeModelRepositoryMissing' && (await lost())) || err;
        });
        if ((await repository.branches()).length > 0) return repository;
        // Empty on the server: new (make main), or emptied since it held this node model (refuse).
        const refusal = await lost();
        if (refusal) throw refusal;
        const meta: BranchMeta = { parentBranch: null, readOnly: false };
        await repository.commit({
          branch: FIRST_BRANCH,
          parent: null,
          changes: new Map([[BRANCH_FILE, toText(meta)]]),
          author: SYSTEM_AUTHOR,
          message: `Create the node model with branch ${FIRST_BRANCH}`,
        });
        // Rejected: another process created it first; the next fetch brings theirs.
        if ((await repository.pushTo(remote, FIRST_BRANCH)) === 'pushed') return repository;
      }
      throw pushedTooOften();
    });
    await this.register.remember(location);
    return mirror;
  }
}
