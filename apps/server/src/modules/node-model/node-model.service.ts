// Node model calls of workspace.md section 7: branches, nodes, fields, properties, sources,
// categories and tests — list, detail, create, update — over the engagement's git repository.
// Every write is one commit by the caller whose message says what changed; bad input is a 400 and
// leaves no commit.
import {
  canonicalDataType,
  dbSchemaRules,
  DEFAULT_DATA_TYPE,
  validate,
  validateCategoryNames,
  validateFieldList,
  validatePropertyList,
  type Branch,
  type FieldInput,
  type NamedQueryInput,
  type NewBranch,
  type NewNode,
  type NewTest,
  type NodeModelLayer,
  type NodeSummary,
  type NodeUpdate,
  type Property,
  type TestSummary,
  type TestUpdate,
  type CloudProvider,
} from '@cairn/contracts';
import { notFound } from '../../http/problem.js';
import type { GitAuthor } from './git-repository.js';
import { checkName, decodeQueryInput, invalidInput, listInWords } from './node-model.input.js';
import {
  findName,
  Snapshot,
  namedQueryFile,
  nodeFile,
  queryFile,
  testFile,
  toText,
  BRANCH_FILE,
  type NamedQueryKind,
  type NodeMeta,
} from './node-model.layout.js';
import { presentFields, presentNamedQuery, presentNode, presentTest } from './node-model.presenter.js';
import { NodeModelRepositories, type OpenBranch } from './node-model.repositories.js';
import { NodeModelHistory, type LayerModel } from './node-model.history.js';
import { authorOf } from './node-model.authors.js';
import type { Database } from '../../db/client.js';
import type { Principal } from '../../access/principal.js';
import type { EngagementService } from '../engagements/engagements.service.js';

const KIND_WORD: Record<NamedQueryKind, 'source' | 'category'> = {
  sources: 'source',
  categories: 'category',
};

export interface NodeRef {
  engagementId: string;
  branch: string;
  layer: NodeModelLayer;
  node: string;
}

/** The stored spelling of a node on the branch, or 404. */
async function nodeOn(at: OpenBranch, layer: NodeModelLayer, node: string) {
  const name = findName(await at.snapshot.nodeNames(layer), node);
  if (!name) throw notFound(`Node ${layer}.${node} does not exist on branch ${at.name}.`);
  return name;
}

async function namedOn(
  at: OpenBranch,
  layer: NodeModelLayer,
  node: string,
  kind: NamedQueryKind | 'tests',
  name: string,
) {
  const found = findName(await at.snapshot.namedQueryNames(layer, node, kind), name);
  const word = kind === 'tests' ? 'test' : KIND_WORD[kind];
  if (!found) throw notFound(`The ${word} ${name} does not exist on ${layer}.${node}.`);
  return found;
}

export class NodeModelService {
  readonly repositories: NodeModelRepositories;
  private readonly across: NodeModelHistory;

  constructor(
    options: { dataDir: string; cloudProvider: CloudProvider },
    private readonly database: Pick<Database, 'db' | 'kind'>,
    engagements: Pick<EngagementService, 'get'>,
  ) {
    this.repositories = new NodeModelRepositories(options, database, engagements);
    this.across = new NodeModelHistory(this.repositories);
  }

  /** The git author of a caller's writes. */
  authorOf(principal: Principal): Promise<GitAuthor> {
    return authorOf(this.database.db, principal);
  }

  /** Where the engagement's bare repository lives (`git clone` works on it). */
  gitdir(engagementId: string) {
    return this.repositories.gitdir(engagementId);
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

  async listBranches(engagementId: string): Promise<Branch[]> {
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

  async getBranch(engagementId: string, branch: string): Promise<Branch> {
    const at = await this.repositories.read(engagementId, branch);
    return { name: at.name, ...at.meta };
  }

  /** addNewBranch: a new branch at the parent's current commit; the parent may be read-only. */
  async addBranch(engagementId: string, input: NewBranch, author: GitAuthor): Promise<Branch> {
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
  ): Promise<Branch> {
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

  // ---- sources and categories ----------------------------------------------------------------

  async listNamedQueries({ engagementId, branch, layer, node }: NodeRef, kind: NamedQueryKind) {
    const at = await this.repositories.read(engagementId, branch);
    const names = await at.snapshot.namedQueryNames(layer, await nodeOn(at, layer, node), kind);
    return names.sort((a, b) => a.localeCompare(b)).map((name) => ({ name }));
  }

  async getNamedQuery({ engagementId, branch, layer, node }: NodeRef, kind: NamedQueryKind, name: string) {
    const at = await this.repositories.read(engagementId, branch);
    const nodeName = await nodeOn(at, layer, node);
    return presentNamedQuery(
      at.snapshot,
      layer,
      nodeName,
      kind,
      await namedOn(at, layer, nodeName, kind, name),
    );
  }

  async addNamedQuery(ref: NodeRef, kind: NamedQueryKind, input: NamedQueryInput, author: GitAuthor) {
    const query = input.query === undefined ? '' : decodeQueryInput(input.query);
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      checkName(KIND_WORD[kind], input.name, await at.snapshot.namedQueryNames(ref.layer, node, kind));
      return {
        message: `Add ${KIND_WORD[kind]} ${input.name} to ${ref.layer}.${node}`,
        changes: new Map([[namedQueryFile(ref.layer, node, kind, input.name), query]]),
        result: (saved) => presentNamedQuery(saved, ref.layer, node, kind, input.name),
      };
    });
  }

  async updateNamedQuery(
    ref: NodeRef,
    kind: NamedQueryKind,
    name: string,
    input: { query: string },
    author: GitAuthor,
  ) {
    const query = decodeQueryInput(input.query);
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      const stored = await namedOn(at, ref.layer, node, kind, name);
      return {
        message: `Save ${KIND_WORD[kind]} ${stored} of ${ref.layer}.${node}`,
        changes: new Map([[namedQueryFile(ref.layer, node, kind, stored), query]]),
        result: (saved) => presentNamedQuery(saved, ref.layer, node, kind, stored),
      };
    });
  }

  // ---- tests ---------------------------------------------------------------------------------

  async listTests({ engagementId, branch, layer, node }: NodeRef): Promise<TestSummary[]> {
    const at = await this.repositories.read(engagementId, branch);
    const nodeName = await nodeOn(at, layer, node);
    const names = (await at.snapshot.namedQueryNames(layer, nodeName, 'tests')).sort((a, b) =>
      a.localeCompare(b),
    );
    return Promise.all(
      names.map(async (name) => ({ name, ...(await at.snapshot.testMeta(layer, nodeName, name)) })),
    );
  }

  async getTest({ engagementId, branch, layer, node }: NodeRef, name: string) {
    const at = await this.repositories.read(engagementId, branch);
    const nodeName = await nodeOn(at, layer, node);
    return presentTest(at.snapshot, layer, nodeName, await namedOn(at, layer, nodeName, 'tests', name));
  }

  /** add test (name, categoryNames, query); a new test is active. */
  async addTest(ref: NodeRef, input: NewTest, author: GitAuthor) {
    const query = decodeQueryInput(input.query);
    const categoryNames = checkCategoryNames(input.categoryNames);
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      checkName('test', input.name, await at.snapshot.namedQueryNames(ref.layer, node, 'tests'));
      return {
        message: `Add test ${input.name} to ${ref.layer}.${node}`,
        changes: new Map([
          [namedQueryFile(ref.layer, node, 'tests', input.name), query],
          [testFile(ref.layer, node, input.name), toText({ active: true, categoryNames })],
        ]),
        result: (saved) => presentTest(saved, ref.layer, node, input.name),
      };
    });
  }

  async updateTest(ref: NodeRef, name: string, update: TestUpdate, author: GitAuthor) {
    const query = update.query === undefined ? undefined : decodeQueryInput(update.query);
    const categoryNames =
      update.categoryNames === undefined ? undefined : checkCategoryNames(update.categoryNames);
    return this.repositories.write(ref.engagementId, ref.branch, author, async (at) => {
      const node = await nodeOn(at, ref.layer, ref.node);
      const stored = await namedOn(at, ref.layer, node, 'tests', name);
      const meta = await at.snapshot.testMeta(ref.layer, node, stored);
      const changes = new Map<string, string>();
      const what: string[] = [];
      if (query !== undefined) {
        changes.set(namedQueryFile(ref.layer, node, 'tests', stored), query);
        what.push('query');
      }
      const next = {
        active: update.active ?? meta.active,
        categoryNames: categoryNames ?? meta.categoryNames,
      };
      if (next.active !== meta.active) what.push(next.active ? 'activated' : 'deactivated');
      if (categoryNames !== undefined) what.push(`categories ${listInWords(categoryNames) || '(none)'}`);
      changes.set(testFile(ref.layer, node, stored), toText(next));
      return {
        message: `Save test ${stored} of ${ref.layer}.${node}${what.length ? `: ${listInWords(what)}` : ''}`,
        changes,
        result: (saved) => presentTest(saved, ref.layer, node, stored),
      };
    });
  }
}

function checkSchema(dbSchema: string | null) {
  const message = dbSchema === null ? null : validate(dbSchema, ...dbSchemaRules);
  if (message) throw invalidInput('The schema is not valid.', [{ field: 'dbSchema', message }]);
}

function checkCategoryNames(names: string[]) {
  const trimmed = names.map((n) => n.trim());
  const problems = validateCategoryNames(trimmed);
  if (problems.length) {
    throw invalidInput(
      'The categories are not valid.',
      problems.map((p) => ({ field: `categoryNames.${p.index}`, message: p.message })),
    );
  }
  return trimmed;
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
