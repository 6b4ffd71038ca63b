// Where the node model lives in a branch's tree, as plain text (docs/node-model.md):
//   branch.json                                 { "parentBranch": "main", "readOnly": false }
//   <layer>/<node>/query.sql                    the node's query
//   <layer>/<node>/node.json                    { "dbSchema": null, "fields": [...], "properties": [...] }
//   <layer>/<node>/sources/<name>.sql           a source's query (modeling)
//   <layer>/<node>/categories/<name>.sql        a category's query (analytical, testing)
//   <layer>/<node>/tests/<name>.sql             a test's query: the rows it returns are failures
//   <layer>/<node>/tests/<name>.json            { "active": true, "categoryNames": [...] }
import type { FieldInput, NodeModelLayer, Property } from '@cairn/contracts';
import type { GitRepository } from './git-repository.js';

export type NamedQueryKind = 'sources' | 'categories';
export const NAMED_QUERY_KINDS: readonly NamedQueryKind[] = ['sources', 'categories'];

export const BRANCH_FILE = 'branch.json';
export const nodeFolder = (layer: NodeModelLayer, node: string) => `${layer}/${node}`;
export const queryFile = (layer: NodeModelLayer, node: string) => `${nodeFolder(layer, node)}/query.sql`;
export const nodeFile = (layer: NodeModelLayer, node: string) => `${nodeFolder(layer, node)}/node.json`;
export const namedQueryFile = (
  layer: NodeModelLayer,
  node: string,
  kind: NamedQueryKind | 'tests',
  name: string,
) => `${nodeFolder(layer, node)}/${kind}/${name}.sql`;
export const testFile = (layer: NodeModelLayer, node: string, name: string) =>
  `${nodeFolder(layer, node)}/tests/${name}.json`;

export interface BranchMeta {
  parentBranch: string | null;
  readOnly: boolean;
}
export interface NodeMeta {
  dbSchema: string | null;
  fields: FieldInput[];
  properties: Property[];
}
export interface TestMeta {
  active: boolean;
  categoryNames: string[];
}

/** Stable, diff-friendly JSON: two-space indent and a final newline. */
export const toText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function parse<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<T>) };
  } catch {
    return fallback; // a hand-edited file that is no longer JSON reads as the defaults
  }
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** The stored spelling of a name: an exact match first, else one equal ignoring case. */
export const findName = (names: readonly string[], wanted: string) =>
  names.find((n) => n === wanted) ?? names.find((n) => sameName(n, wanted)) ?? null;

/** The node model as it is at one commit. */
export class Snapshot {
  constructor(
    readonly repository: GitRepository,
    readonly commit: string,
  ) {}

  async branchMeta(): Promise<BranchMeta> {
    return parse(await this.repository.readText(this.commit, BRANCH_FILE), {
      parentBranch: null,
      readOnly: false,
    });
  }

  async nodeNames(layer: NodeModelLayer): Promise<string[]> {
    const entries = await this.repository.list(this.commit, layer);
    return entries.filter((e) => e.type === 'tree').map((e) => e.path);
  }

  async query(layer: NodeModelLayer, node: string): Promise<string> {
    return (await this.repository.readText(this.commit, queryFile(layer, node))) ?? '';
  }

  async nodeMeta(layer: NodeModelLayer, node: string): Promise<NodeMeta> {
    return parse(await this.repository.readText(this.commit, nodeFile(layer, node)), {
      dbSchema: null,
      fields: [],
      properties: [],
    });
  }

  /** Names of a node's sources, categories or tests (the `.sql` files of that folder). */
  async namedQueryNames(
    layer: NodeModelLayer,
    node: string,
    kind: NamedQueryKind | 'tests',
  ): Promise<string[]> {
    const entries = await this.repository.list(this.commit, `${nodeFolder(layer, node)}/${kind}`);
    return entries
      .filter((e) => e.type === 'blob' && e.path.endsWith('.sql'))
      .map((e) => e.path.slice(0, -'.sql'.length));
  }

  async namedQuery(
    layer: NodeModelLayer,
    node: string,
    kind: NamedQueryKind | 'tests',
    name: string,
  ): Promise<string> {
    return (await this.repository.readText(this.commit, namedQueryFile(layer, node, kind, name))) ?? '';
  }

  async testMeta(layer: NodeModelLayer, node: string, name: string): Promise<TestMeta> {
    return parse(await this.repository.readText(this.commit, testFile(layer, node, name)), {
      active: true,
      categoryNames: [],
    });
  }
}
