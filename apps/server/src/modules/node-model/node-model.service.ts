// Node model calls of workspace.md section 7 over the engagement's git repository: branches, nodes,
// fields and properties here; sources, categories and tests in `queries` (node-model.queries.ts).
// Every write is one commit by the caller whose message says what changed; bad input is a 400 and
// leaves no commit.
import {
  canonicalDataType,
  dbSchemaRules,
  DEFAULT_DATA_TYPE,
  validate,
  validateFieldList,
  validatePropertyList,
  type CloudProvider,
  type FieldInput,
  type NewBranch,
  type NewNode,
  type NodeModelLayer,
  type NodeSummary,
  type NodeUpdate,
  type Property,
  type StoredBranch,
} from '@cairn/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Principal } from '../../access/principal.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import type { GitAuthor } from './git-repository.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import { authorOf } from './node-model.authors.js';
import { NodeModelHistory, type LayerModel } from './node-model.history.js';
import { checkName, decodeQueryInput, invalidInput, listInWords } from './node-model.input.js';
import {
  findName,
  nodeFile,
  queryFile,
  Snapshot,
  toText,
  BRANCH_FILE,
  type NodeMeta,
} from './node-model.layout.js';
import { nodeOn, type NodeRef } from './node-model.lookup.js';
import { presentFields, presentNode } from './node-model.presenter.js';
import { NodeQueries } from './node-model.queries.js';
import { NodeModelRepositories, nodeModelRemotes, type NodeModelRemotes } from './node-model.repositories.js';
import type { NodeModelLocations } from './node-model-locations.port.js';

export type { NodeRef } from './node-model.lookup.js';

export class NodeModelService {
  readonly repositories: NodeModelRepositories;
  /** Sources, categories and tests of a node. */
  readonly queries: NodeQueries;
  private readonly across: NodeModelHistory;

  constructor(
    options: {
      dataDir: string;
      cloudProvider: CloudProvider;
      nodeModelGit?: Config['nodeModelGit'];
      /** The repository an engagement's node model configuration names, when it names one. */
      engagementRemote?: NodeModelRemotes;
    },
    private readonly database: Pick<Database, 'db' | 'kind'>,
    engagements: Pick<EngagementService, 'get'>,
    private readonly names: PrincipalNames,
    /** A provisioned GitRepository the engagement selected replaces git/<engagement>.git. */
    locations?: NodeModelLocations,
  ) {
    this.repositories = new NodeModelRepositories(
      { ...options, remotes: nodeModelRemotes(options.nodeModelGit, options.engagementRemote) },
      database,
      engagements,
      locations,
    );
    this.across = new NodeModelHistory(this.repositories);
    this.queries = new NodeQueries(this.repositories);
  }

  /** The git author of a caller's writes. */
  authorOf(principal: Principal): Promise<GitAuthor> {
    return authorOf(this.names, principal);
  }

  /** Where the engagement's default bare repository lives (`git clone` works on it). */
  gitdir(engagementId: string) {
    return this.repositories.gitdir(engagementId);
  }

  /** The bare repository the node model actually uses: a selected provisioned one, or the default. */
  resolveGitdir(engagementId: string) {
    return this.repositories.resolveGitdir(engagementId);
  }

  // ---- reading across commits and branches (node-model.history.ts) ---------------------------

  nodeHistory(ref: NodeRef) {
    return this.across.history(ref);
  }

  compare(ref: NodeRef, otherBranch: string) {
    return this.across.compare(ref, otherBranch);
  }

  /** For the build runs: every node of a layer, queries in plain text, at the branch's current commit. */
  readLayer(engagementId: string, branch: string, layer: NodeModelLayer): Promise<LayerModel> {
    return this.across.readLayer(engagementId, branch, layer);
  }

  // ---- branches ------------------------------------------------------------------------------

  async listBranches(engagementId: string): Promise<StoredBranch[]> {
    const { repository } = await this.repositories.open(engagementId);
    const names = (await repository.branches()).sort((a, b) => a.localeCompare(b));
    return Promise.all(
      names.map(async (name) => {
        const head = await repository.head(name);
        return {
          name,
          ...(head
            ? await new Snapshot(repository, head).branchMeta()
            : { parentBranch: null, readOnly: false }),
        };
      }),
    );
  }

  /** Every branch at its current commit, by name (Publish pipelines' collaboration branches). */
  async branchHeads(engagementId: string): Promise<{ name: string; commit: string }[]> {
    const { repository } = await this.repositories.open(engagementId);
    const names = (await repository.branches()).sort((a, b) => a.localeCompare(b));
    const heads = await Promise.all(
      names.map(async (name) => ({ name, commit: await repository.head(name) })),
    );
    return heads.flatMap(({ name, commit }) => (commit ? [{ name, commit }] : []));
  }

  async getBranch(engagementId: string, branch: string): Promise<StoredBranch> {
    const at = await this.repositories.read(engagementId, branch);
    return { name: at.name, ...at.meta };
  }

  /** addNewBranch: a new branch at the parent's current commit; the parent may be read-only. */
  async addBranch(engagementId: string, input: NewBranch, author: GitAuthor): Promise<StoredBranch> {
    return this.repositories.createBranch(
      engagementId,
      input.name,
      input.parentBranch,
      author,
      (existing) => {
        checkName('branch', input.name, existing);
        if (!findName(existing, input.parentBranch)) {
          throw invalidInput(`Branch ${input.parentBranch} does not exist.`, [
            { field: 'parentBranch', message: { key: 'invalidValue' } },
          ]);
        }
      },
    );
  }

  /** Sets or clears the read-only flag; allowed on a read-only branch, or it could never be cleared. */
  async updateBranch(
    engagementId: string,
    branch: string,
    update: { readOnly: boolean },
    author: GitAuthor,
  ): Promise<StoredBranch> {
    return this.repositories.write(
      engagementId,
      branch,
      author,
      async (at) => ({
        message: `Make branch ${at.name} ${update.readOnly ? 'read-only' : 'writable'}`,
        changes: new Map([[BRANCH_FILE, toText({ ...at.meta, readOnly: update.readOnly })]]),
        result: async (saved) => ({ name: at.name, ...(await saved.branchMeta()) }),
      }),
      { evenReadOnly: true },
    );
  }

  // ---- nodes ---------------------------------------------------------------------------------

  async listNodes(engagementId: string, branch: string, layer: NodeModelLayer): Promise<NodeSummary[]> {
    const at = await this.repositories.read(engagementId, branch);
    const names = (await at.snapshot.nodeNames(layer)).sort((a, b) => a.localeCompare(b));
    return Promise.all(
      names.map(async (name) => ({ name, dbSchema: (await at.snapshot.nodeMeta(layer, name)).dbSchema })),
    );
  }

  async getNode({ engagementId, branch, layer, node }: NodeRef) {
    const at = await this.repositories.read(engagementId, branch);
    return presentNode(at.snapshot, layer, await nodeOn(at, layer, node));
  }

  /** addNewNode: name rule, no duplicate in the layer (noDuplicateNodeName), optional schema. */
  async addNode(
    engagementId: string,
    branch: string,
    layer: NodeModelLayer,
    input: NewNode & { query?: string },
    author: GitAuthor,
  ) {
    const dbSchema = input.dbSchema?.trim() || null;
    const query = input.query === undefined ? '' : decodeQueryInput(input.query);
    return this.repositories.write(engagementId, branch, author, async (at) => {
      checkName('node', input.name, await at.snapshot.nodeNames(layer));
      checkSchema(dbSchema);
      const meta: NodeMeta = { dbSchema, fields: [], properties: [] };
      return {
        message: `Add node ${layer}.${input.name}${dbSchema ? ` (schema ${dbSchema})` : ''}`,
        changes: new Map([
          [queryFile(layer, input.name), query],
          [nodeFile(layer, input.name), toText(meta)],
        ]),
        result: (saved) => presentNode(saved, layer, input.name),
      };
    });
  }

  /** Saves the node's query and/or schema. */
  async updateNode(ref: NodeRef, update: NodeUpdate, author: GitAuthor) {
    const query = update.query === undefined ? undefined : decodeQueryInput(update.query);
    const dbSchema = update.dbSchema === undefined ? undefined : update.dbSchema?.trim() || null;
    if (dbSchema !== undefined) checkSchema(dbSchema);
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      const changes = new Map<string, string>();
      const what: string[] = [];
      if (query !== undefined) {
        changes.set(queryFile(ref.layer, node), query);
        what.push('query');
      }
      if (dbSchema !== undefined) {
        const meta = await at.snapshot.nodeMeta(ref.layer, node);
        changes.set(nodeFile(ref.layer, node), toText({ ...meta, dbSchema }));
        what.push(dbSchema ? `schema (${dbSchema})` : 'schema (none)');
      }
      return {
        message: `Save ${listInWords(what) || 'nothing'} of ${ref.layer}.${node}`,
        changes,
        result: (saved) => presentNode(saved, ref.layer, node),
      };
    });
  }

  // ---- fields and properties -----------------------------------------------------------------

  async getFields({ engagementId, branch, layer, node }: NodeRef) {
    const at = await this.repositories.read(engagementId, branch);
    return presentFields(at.snapshot, layer, await nodeOn(at, layer, node));
  }

  /** Replaces the field list after checking all of it (gain: names of 2+ characters, types default). */
  async saveFields(ref: NodeRef, input: FieldInput[], author: GitAuthor) {
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      // Gain hides the data type selectors: a field sent without a type gets the provider's default.
      const fields = input.map((f) => ({
        name: f.name.trim(),
        dataType:
          at.isGain && f.dataType.trim() === ''
            ? DEFAULT_DATA_TYPE[at.cloudProvider]
            : canonicalDataType(f.dataType, at.cloudProvider),
      }));
      const problems = validateFieldList(fields, { isGain: at.isGain, provider: at.cloudProvider });
      if (problems.length) {
        throw invalidInput(
          'The field list is not valid.',
          problems.map((p) => ({ field: `${p.index}.${p.field}`, message: p.message })),
        );
      }
      const meta = await at.snapshot.nodeMeta(ref.layer, node);
      return {
        message: `Save fields of ${ref.layer}.${node}: ${describeListChange(meta.fields, fields, (a, b) => a.dataType === b.dataType)}`,
        changes: new Map([[nodeFile(ref.layer, node), toText({ ...meta, fields })]]),
        result: (saved) => presentFields(saved, ref.layer, node),
      };
    });
  }

  async getProperties({ engagementId, branch, layer, node }: NodeRef): Promise<Property[]> {
    const at = await this.repositories.read(engagementId, branch);
    return (await at.snapshot.nodeMeta(layer, await nodeOn(at, layer, node))).properties;
  }

  async saveProperties(ref: NodeRef, input: Property[], author: GitAuthor) {
    const properties = input.map((p) => ({ name: p.name.trim(), value: p.value }));
    const problems = validatePropertyList(properties);
    if (problems.length) {
      throw invalidInput(
        'The property list is not valid.',
        problems.map((p) => ({ field: `${p.index}.${p.field}`, message: p.message })),
      );
    }
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      const meta = await at.snapshot.nodeMeta(ref.layer, node);
      return {
        message: `Save properties of ${ref.layer}.${node}: ${describeListChange(meta.properties, properties, (a, b) => a.value === b.value)}`,
        changes: new Map([[nodeFile(ref.layer, node), toText({ ...meta, properties })]]),
        result: async (saved) => (await saved.nodeMeta(ref.layer, node)).properties,
      };
    });
  }
}

function checkSchema(dbSchema: string | null) {
  const message = dbSchema === null ? null : validate(dbSchema, ...dbSchemaRules);
  if (message) throw invalidInput('The schema is not valid.', [{ field: 'dbSchema', message }]);
}

/** "added a, b; removed c; changed d" — or "reordered" when only the order moved. */
function describeListChange<T extends { name: string }>(
  before: T[],
  after: T[],
  same: (a: T, b: T) => boolean,
) {
  const key = (x: T) => x.name.toLowerCase();
  const old = new Map(before.map((x) => [key(x), x]));
  const now = new Map(after.map((x) => [key(x), x]));
  const added = after.filter((x) => !old.has(key(x))).map((x) => x.name);
  const removed = before.filter((x) => !now.has(key(x))).map((x) => x.name);
  const changed = after.filter((x) => old.has(key(x)) && !same(old.get(key(x))!, x)).map((x) => x.name);
  const parts = [
    added.length ? `added ${listInWords(added)}` : '',
    removed.length ? `removed ${listInWords(removed)}` : '',
    changed.length ? `changed ${listInWords(changed)}` : '',
  ].filter(Boolean);
  if (parts.length) return parts.join('; ');
  return after.map(key).join() === before.map(key).join() ? 'unchanged' : 'reordered';
}
