// Node builds and test results in the metadata store: written by build and test runs, read by the
// node screens (last build), the run pages and the testing overview (results, trend).
import { and, desc, eq, sql } from 'drizzle-orm';
import { LAYERS, testStateOf, type NodeBuild, type TestResult } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { columnsEqual } from '../../db/columns-equal.js';
import type { SourceFolderAccess } from './ports.js';
import { tableReferences } from './sql-references.js';
import { nodeBuilds, testResults } from '../../db/schema/building.js';

export interface NodeBuildRecord {
  node: string;
  status: 'Succeeded' | 'Failed' | 'Stopped';
  rowCount: number | null;
  message: string | null;
  /** The import tables the node's table is made from (import-lineage.ts). */
  sourceTables?: string[] | null;
}

export interface TestResultRecord {
  node: string;
  test: string;
  categoryNames: string[];
  passed: boolean;
  failingRowCount: number | null;
  columns: string[] | null;
  failingRows: unknown[][] | null;
  message: string | null;
  /** The import tables the rows come from (import-lineage.ts); null when unknown. */
  sourceTables?: string[] | null;
}

type BuildRow = typeof nodeBuilds.$inferSelect;
type TestRow = typeof testResults.$inferSelect;

const presentBuild = (row: BuildRow): NodeBuild => ({
  runId: row.runId,
  layer: row.layer,
  node: row.node,
  branch: row.branch,
  status: row.status,
  rowCount: row.rowCount,
  message: row.message,
  builtAt: row.builtAt.toISOString(),
});

const presentTest = (row: TestRow, withRows = true): TestResult => ({
  runId: row.runId,
  branch: row.branch,
  node: row.node,
  test: row.test,
  categoryNames: row.categoryNames,
  passed: row.passed,
  state: testStateOf(row),
  failingRowCount: row.failingRowCount,
  columns: row.columns,
  failingRows: withRows ? row.failingRows : null,
  message: row.message,
  ranAt: row.ranAt.toISOString(),
});

export class BuildResults {
  constructor(
    private readonly db: Db,
    private readonly sourceFolders: SourceFolderAccess,
  ) {}

  async recordBuilds(
    engagementId: string,
    runId: string,
    layer: string,
    branch: string,
    records: NodeBuildRecord[],
  ) {
    if (!records.length) return;
    // One statement stamps every row with the same now(): a millisecond apart keeps the build order.
    const at = Date.now();
    await this.db
      .insert(nodeBuilds)
      .values(
        records.map((r, i) => ({ engagementId, runId, layer, branch, ...r, builtAt: new Date(at + i) })),
      );
  }

  async buildsOfRun(engagementId: string, runId: string): Promise<NodeBuild[]> {
    const rows = await this.db
      .select()
      .from(nodeBuilds)
      .where(columnsEqual(nodeBuilds, { engagementId, runId }))
      .orderBy(nodeBuilds.builtAt);
    return rows.map(presentBuild);
  }

  async lastBuild(engagementId: string, layer: string, node: string): Promise<NodeBuild | null> {
    const [row] = await this.db
      .select()
      .from(nodeBuilds)
      .where(columnsEqual(nodeBuilds, { engagementId, layer, node }))
      .orderBy(desc(nodeBuilds.builtAt))
      .limit(1);
    return row ? presentBuild(row) : null;
  }

  /**
   * The import tables the warehouse table `layer.table` is made from, per its last successful build
   * (an analytical category's table `<node>__<category>`: its node's); null when unknown.
   */
  /**
   * The import tables (and `gain.<table>`s) a query over the warehouse reads — directly, or through
   * built tables by their last build's lineage; null when a built table's origin is unknown.
   */
  async sourceTablesOfQuery(engagementId: string, sql: string): Promise<string[] | null> {
    const found = new Set<string>();
    for (const { schema, table } of tableReferences(sql, [...LAYERS, 'gain'])) {
      if (schema === 'import') found.add(table);
      else if (schema === 'gain') found.add(`gain.${table}`);
      else {
        const sources = await this.sourceTablesOf(engagementId, schema, table);
        if (sources === null) return null;
        for (const source of sources) found.add(source);
      }
    }
    return [...found].sort();
  }

  /** Whether `caller` may see rows a query gives: the folders of the imported tables it reads. */
  async mayReadRowsOfQuery(caller: Principal, engagementId: string, sql: string): Promise<boolean> {
    return this.sourceFolders.mayReadRows(
      caller,
      engagementId,
      await this.sourceTablesOfQuery(engagementId, sql),
    );
  }

  async sourceTablesOf(engagementId: string, layer: string, table: string): Promise<string[] | null> {
    const names = [table, ...(/^(.+?)__.+$/.exec(table)?.slice(1) ?? [])];
    for (const node of names) {
      const [row] = await this.db
        .select({ sourceTables: nodeBuilds.sourceTables })
        .from(nodeBuilds)
        .where(
          and(
            eq(nodeBuilds.engagementId, engagementId),
            eq(nodeBuilds.layer, layer),
            sql`lower(${nodeBuilds.node}) = ${node.toLowerCase()}`,
            eq(nodeBuilds.status, 'Succeeded'),
          ),
        )
        .orderBy(desc(nodeBuilds.builtAt))
        .limit(1);
      if (row) return row.sourceTables;
    }
    return null;
  }

  /** The last build of each node of a layer, by node name. */
  async lastBuildsOfLayer(engagementId: string, layer: string): Promise<NodeBuild[]> {
    const rows = await this.db
      .selectDistinctOn([nodeBuilds.node])
      .from(nodeBuilds)
      .where(columnsEqual(nodeBuilds, { engagementId, layer }))
      .orderBy(nodeBuilds.node, desc(nodeBuilds.builtAt));
    return rows.map(presentBuild);
  }

  async recordTests(engagementId: string, runId: string, branch: string, records: TestResultRecord[]) {
    if (!records.length) return;
    await this.db.insert(testResults).values(records.map((r) => ({ engagementId, runId, branch, ...r })));
  }

  /**
   * The results of a test run. Failing rows are their source folders' content: a caller who may not
   * read every folder the rows come from gets the count without the rows (failingRowsHidden).
   */
  async testsOfRun(engagementId: string, runId: string, caller: Principal): Promise<TestResult[]> {
    const rows = await this.db
      .select()
      .from(testResults)
      .where(columnsEqual(testResults, { engagementId, runId }))
      .orderBy(testResults.node, testResults.test);
    const readable = new Map<string, boolean>();
    const out: TestResult[] = [];
    for (const row of rows) {
      if (!row.failingRows?.length) {
        out.push(presentTest(row));
        continue;
      }
      const key = JSON.stringify(row.sourceTables);
      if (!readable.has(key))
        readable.set(key, await this.sourceFolders.mayReadRows(caller, engagementId, row.sourceTables));
      out.push(
        readable.get(key) ? presentTest(row) : { ...presentTest(row, false), failingRowsHidden: true },
      );
    }
    return out;
  }

  /** A test's results across runs, newest first, without their rows. */
  async trend(engagementId: string, node: string, test: string, limit: number): Promise<TestResult[]> {
    const rows = await this.db
      .select()
      .from(testResults)
      .where(columnsEqual(testResults, { engagementId, node, test }))
      .orderBy(desc(testResults.ranAt))
      .limit(limit);
    return rows.map((row) => presentTest(row, false));
  }
}
