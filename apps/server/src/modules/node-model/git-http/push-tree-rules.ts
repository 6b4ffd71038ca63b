// The rules of workspace.md section 5 applied to a whole branch as pushed with git: the tree must be
// the node model's layout (docs/node-model.md, "Files on a branch") and every name, field, property
// and test category must pass the same rules the screens apply (packages/contracts/src/node-model.ts).
// Each problem names the file and says the rule's message, so `git push` shows what to fix.
import {
  dbSchemaRules,
  englishMessage,
  NODE_MODEL_LAYERS,
  NODE_MODEL_MAX_FILE_BYTES,
  validate,
  validateCategoryNames,
  validateFieldList,
  validateName,
  validatePropertyList,
  type CloudProvider,
  type NodeModelLayer,
  type NodeModelNameKind,
} from '@cairn/contracts';
import { BRANCH_FILE } from '../node-model.layout.js';

export interface TreeEntry {
  /** Full path from the root, `/`-separated. */
  path: string;
  type: 'blob' | 'tree' | 'commit';
  mode: string;
  /** A blob's size in bytes, when known: a file over the limit is refused without being read. */
  size?: number;
}

export interface TreeRuleOptions {
  isGain: boolean;
  provider: CloudProvider;
  /** NODE_MODEL_MAX_FILE_BYTES unless a test sets a smaller one. */
  maxFileBytes?: number;
}

const NAMED_FOLDERS: Record<string, NodeModelNameKind> = {
  sources: 'source',
  categories: 'category',
  tests: 'test',
};
const REGULAR_FILE_MODES = new Set(['100644', '100755']);
const LAYERS: readonly string[] = NODE_MODEL_LAYERS;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/** Sizes in MB as people read them: 1, 1.5, 400.2. */
const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Problems of a branch's tree at one commit; empty when the push may land. */
export async function treeProblems(
  entries: readonly TreeEntry[],
  readText: (path: string) => Promise<string>,
  options: TreeRuleOptions,
): Promise<string[]> {
  const problems: string[] = [];
  const byFolder = new Map<string, TreeEntry[]>();
  const maxBytes = options.maxFileBytes ?? NODE_MODEL_MAX_FILE_BYTES;
  const tooLarge = new Set<string>();
  for (const entry of entries) {
    if (entry.type === 'commit' || (entry.type === 'blob' && !REGULAR_FILE_MODES.has(entry.mode))) {
      problems.push(`${entry.path}: only plain files and folders are allowed (no links or submodules).`);
      continue;
    }
    if (entry.size !== undefined && entry.size > maxBytes) {
      tooLarge.add(entry.path);
      problems.push(
        `${entry.path}: the file is ${megabytes(entry.size)} MB; a file of the node model may be at most ${megabytes(maxBytes)} MB.`,
      );
    }
    const slash = entry.path.lastIndexOf('/');
    const folder = slash === -1 ? '' : entry.path.slice(0, slash);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry]);
  }
  const children = (folder: string) => byFolder.get(folder) ?? [];
  const base = (entry: TreeEntry) => entry.path.slice(entry.path.lastIndexOf('/') + 1);
  const unknown = (entry: TreeEntry, expected: string) =>
    problems.push(`${entry.path}: unknown ${entry.type === 'tree' ? 'folder' : 'file'}; ${expected}.`);

  for (const entry of children('')) {
    if (entry.path === BRANCH_FILE && entry.type === 'blob') {
      if (tooLarge.has(entry.path)) continue;
      const meta = parseJson(await readText(entry.path));
      if (
        !isObject(meta) ||
        typeof meta.readOnly !== 'boolean' ||
        !(meta.parentBranch === null || isText(meta.parentBranch))
      )
        problems.push(
          `${BRANCH_FILE}: must be JSON {"parentBranch": <branch or null>, "readOnly": <true or false>}.`,
        );
    } else if (entry.type === 'tree' && LAYERS.includes(entry.path)) {
      await layerProblems(entry.path as NodeModelLayer);
    } else {
      unknown(entry, `a branch holds ${BRANCH_FILE} and the layer folders ${LAYERS.join(', ')}`);
    }
  }
  return problems;

  async function layerProblems(layer: NodeModelLayer) {
    const seen: string[] = [];
    for (const node of children(layer)) {
      if (node.type !== 'tree') {
        unknown(node, `a layer folder holds one folder per node`);
        continue;
      }
      const name = base(node);
      const message = validateName('node', name, seen);
      seen.push(name);
      if (message) problems.push(`${node.path}: the node name is not valid: ${englishMessage(message)}.`);
      await nodeProblems(node.path);
    }
  }

  async function nodeProblems(folder: string) {
    const files = children(folder);
    for (const required of ['query.sql', 'node.json'])
      if (!files.some((f) => f.type === 'blob' && base(f) === required))
        problems.push(`${folder}: the node has no ${required}.`);
    for (const entry of files) {
      const name = base(entry);
      if (entry.type === 'blob' && name === 'query.sql') continue;
      if (entry.type === 'blob' && name === 'node.json') await nodeJsonProblems(entry.path);
      else if (entry.type === 'tree' && name in NAMED_FOLDERS)
        await namedFolderProblems(entry.path, NAMED_FOLDERS[name]);
      else unknown(entry, 'a node holds query.sql, node.json and the folders sources, categories and tests');
    }
  }

  async function nodeJsonProblems(file: string) {
    if (tooLarge.has(file)) return;
    const meta = parseJson(await readText(file));
    const shape = `must be JSON {"dbSchema": <name or null>, "fields": [{"name", "dataType"}], "properties": [{"name", "value"}]}`;
    if (!isObject(meta)) return void problems.push(`${file}: ${shape}.`);
    const { dbSchema, fields = [], properties = [] } = meta;
    const rows = <K extends string>(list: unknown, keys: K[]): list is Record<K, string>[] =>
      Array.isArray(list) && list.every((row) => isObject(row) && keys.every((k) => isText(row[k])));
    if (
      !(dbSchema === null || dbSchema === undefined || isText(dbSchema)) ||
      !rows(fields, ['name', 'dataType']) ||
      !rows(properties, ['name', 'value'])
    )
      return void problems.push(`${file}: ${shape}.`);
    const schemaMessage = isText(dbSchema) ? validate(dbSchema, ...dbSchemaRules) : null;
    if (schemaMessage) problems.push(`${file}: dbSchema: ${englishMessage(schemaMessage)}.`);
    for (const p of validateFieldList(fields, options))
      problems.push(
        `${file}: field ${p.index + 1} (${fields[p.index].name}) ${p.field}: ${englishMessage(p.message)}.`,
      );
    for (const p of validatePropertyList(properties))
      problems.push(
        `${file}: property ${p.index + 1} (${properties[p.index].name}) ${p.field}: ${englishMessage(p.message)}.`,
      );
  }

  async function namedFolderProblems(folder: string, kind: NodeModelNameKind) {
    const seen: string[] = [];
    const files = children(folder);
    for (const entry of files) {
      const name = base(entry);
      const isSql = entry.type === 'blob' && name.endsWith('.sql');
      const isTestMeta = kind === 'test' && entry.type === 'blob' && name.endsWith('.json');
      if (isTestMeta) {
        const testName = name.slice(0, -'.json'.length);
        if (!files.some((f) => base(f) === `${testName}.sql`))
          problems.push(`${entry.path}: there is no ${testName}.sql beside it.`);
        await testJsonProblems(entry.path);
        continue;
      }
      if (!isSql) {
        unknown(
          entry,
          `the ${folder.slice(folder.lastIndexOf('/') + 1)} folder holds <name>.sql files${kind === 'test' ? ' and <name>.json' : ''}`,
        );
        continue;
      }
      const queryName = name.slice(0, -'.sql'.length);
      const message = validateName(kind, queryName, seen);
      seen.push(queryName);
      if (message) problems.push(`${entry.path}: the ${kind} name is not valid: ${englishMessage(message)}.`);
    }
  }

  async function testJsonProblems(file: string) {
    if (tooLarge.has(file)) return;
    const meta = parseJson(await readText(file));
    const categories = isObject(meta) ? (meta.categoryNames ?? []) : undefined;
    if (
      !isObject(meta) ||
      typeof (meta.active ?? true) !== 'boolean' ||
      !Array.isArray(categories) ||
      !categories.every(isText)
    )
      return void problems.push(
        `${file}: must be JSON {"active": <true or false>, "categoryNames": [<names>]}.`,
      );
    for (const p of validateCategoryNames(categories))
      problems.push(
        `${file}: category ${p.index + 1} (${categories[p.index]}): ${englishMessage(p.message)}.`,
      );
  }
}
