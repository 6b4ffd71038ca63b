// Sources (modeling), categories (analytical, testing) and tests of a node: list, detail, create,
// update. Each write is one commit by the caller; bad input is a 400 and leaves no commit.
import {
  validateCategoryNames,
  type NamedQueryInput,
  type NewTest,
  type TestSummary,
  type TestUpdate,
} from '@cairn/contracts';
import type { GitAuthor } from './git-repository.js';
import { checkName, decodeQueryInput, invalidInput, listInWords } from './node-model.input.js';
import { namedQueryFile, testFile, toText, type NamedQueryKind } from './node-model.layout.js';
import { KIND_WORD, namedOn, nodeOn, type NodeRef } from './node-model.lookup.js';
import { presentNamedQuery, presentTest } from './node-model.presenter.js';
import type { NodeModelRepositories } from './node-model.repositories.js';

export class NodeQueries {
  constructor(private readonly repositories: NodeModelRepositories) {}

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
