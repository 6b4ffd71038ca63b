// The repositories of the node model: one bare git repository per engagement under
// <dataDir>/git/<engagementId>.git, created on first use once the engagement has the NodeModelGit
// feature; a provisioned GitRepository the engagement selected among its resources replaces it
// (node-model-locations.port.ts). Reads open a branch at its current commit; writes run under the engagement's write lock,
// re-read the branch there, and make exactly one commit (or none when nothing changed).
import path from 'node:path';
import type { CloudProvider } from '@cairn/contracts';
import type { Database } from '../../db/client.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import { isUuid } from '../../access/access.service.js';
import { conflict, HttpProblem, notFound } from '../../http/problem.js';
import { GitRepository, type FileChanges, type GitAuthor } from './git-repository.js';
import { BRANCH_FILE, findName, Snapshot, toText, type BranchMeta } from './node-model.layout.js';
import { RepositoryWriteLock } from './write-lock.js';
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
export const branchNotFound = (name: string) => notFound(`Branch ${name} does not exist.`);

export class NodeModelRepositories {
  private readonly lock: RepositoryWriteLock;

  constructor(
    private readonly options: { dataDir: string; cloudProvider: CloudProvider },
    database: Pick<Database, 'db' | 'kind'>,
    private readonly engagements: Pick<EngagementService, 'get'>,
    /** A provisioned repository the engagement selected replaces the default one. */
    private readonly locations?: NodeModelLocations,
  ) {
    this.lock = new RepositoryWriteLock(database);
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
   * The engagement's repository, created when missing; 404 without the NodeModelGit feature. A
   * provisioned repository already has `main` (its first commit, without branch.json, which reads as
   * the first branch's meta), so the node model starts there.
   */
  async open(engagementId: string): Promise<{ repository: GitRepository; isGain: boolean }> {
    if (!isUuid(engagementId)) throw notFound();
    const engagement = await this.engagements.get(engagementId);
    if (!engagement.features.includes('NodeModelGit')) throw nodeModelNotEnabled();
    const repository = new GitRepository(await this.resolveGitdir(engagementId));
    if (!repository.exists()) {
      await this.lock.run(this.lockKey(repository), async () => {
        if (repository.exists()) return; // another request or process made it while we waited
        const meta: BranchMeta = { parentBranch: null, readOnly: false };
        await GitRepository.create(repository.gitdir, {
          branch: FIRST_BRANCH,
          files: new Map([[BRANCH_FILE, toText(meta)]]),
          author: SYSTEM_AUTHOR,
          message: `Create the node model with branch ${FIRST_BRANCH}`,
        });
      });
    }
    return { repository, isGain: engagement.features.includes('GAIN') };
  }

  /**
   * Runs `use` on the engagement's repository (created when missing) under its write lock, for a
   * writer that is not a screen: a `git push` over HTTP (git-http/) takes turns with the screens'
   * commits, here and in other processes, for as long as git receive-pack runs.
   */
  async underWriteLock<T>(
    engagementId: string,
    use: (at: { repository: GitRepository; isGain: boolean; cloudProvider: CloudProvider }) => Promise<T>,
  ): Promise<T> {
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
    return this.lock.run(this.lockKey(repository), async () => {
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
      return change.result(new Snapshot(repository, commit));
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
    return this.lock.run(this.lockKey(repository), async () => {
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
      return { name, ...meta };
    });
  }
}
