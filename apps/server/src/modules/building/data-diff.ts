// The data diff of a node (issue 28, docs/building.md "Data diff"): its built table (the last build,
// of the published branch) against what the node's query on another branch gives now, joined by key
// in the engagement's warehouse process (both engines: a keyed full outer join, `IS DISTINCT FROM`
// per column), so no row travels to the server but the counts and one page of differences. Bounded
// by the warehouse's statement timeout and memory limit like every users' query.
import { DIFF_SAMPLE_PAGE_SIZE, type DataDiff, type NodeModelLayer } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import { badRequest, forbidden, notFound } from '../../http/problem.js';
import { qualified, quoteIdentifier } from '../../warehouse/identifiers.js';
import type { BuildResults } from './build-results.service.js';
import type { LayerModelReader } from './ports.js';

/**
 * What a diff (and the build impact) needs of the warehouse: a locked-down session of the
 * engagement's (warehouse.service.ts).
 */
export interface DiffSessions {
  session(
    engagementId: string,
    signal: AbortSignal,
  ): Promise<{
    createTempView(name: string, sql: string): Promise<void>;
    query(
      sql: string,
      limit: number,
    ): Promise<{ columns: string[]; columnTypes?: string[]; rows: unknown[][] }>;
    close(): Promise<void>;
  }>;
}

const BRANCH_VIEW = 'cairn_diff_branch';

export class DataDiffService {
  constructor(
    private readonly deps: { model: LayerModelReader; results: BuildResults; warehouse: DiffSessions },
  ) {}

  async diff(
    engagementId: string,
    input: {
      layer: Exclude<NodeModelLayer, 'test'>;
      node: string;
      branch: string;
      key: string[];
      page: number;
    },
    caller: Principal,
  ): Promise<DataDiff> {
    const model = await this.deps.model.readLayer(engagementId, input.branch, input.layer).catch(() => {
      throw notFound(`Branch ${input.branch} cannot be read.`);
    });
    const node = model.nodes.find((n) => n.name.toLowerCase() === input.node.toLowerCase());
    if (!node)
      throw notFound(`Branch ${input.branch} has no node ${input.node} in the ${input.layer} layer.`);
    // Rows come from imported tables: the caller must be able to read their folders (as for tiles).
    const table = qualified(input.layer, node.name);
    const both = `${node.query}\n;\nselect * from ${input.layer}.${node.name}`;
    if (!(await this.deps.results.mayReadRowsOfQuery(caller, engagementId, both)))
      throw forbidden('The rows come from folders you may not read.');
    const controller = new AbortController();
    const session = await this.deps.warehouse.session(engagementId, controller.signal);
    try {
      await session.createTempView(BRANCH_VIEW, node.query);
      const columnsOf = async (from: string) =>
        (await session.query(`select * from ${from} limit 0`, 1)).columns;
      const tableColumns = await columnsOf(table).catch(() => {
        throw notFound(`${input.layer}.${node.name} has not been built yet.`);
      });
      const branchColumns = await columnsOf(BRANCH_VIEW);
      const missing = input.key.filter((k) => !tableColumns.includes(k) || !branchColumns.includes(k));
      if (missing.length)
        throw badRequest(`Both sides need the key columns; not found: ${missing.join(', ')}.`, [
          { field: 'key', message: `Not a column of both: ${missing.join(', ')}`, key: 'invalidValue' },
        ]);
      const compared = tableColumns.filter((c) => branchColumns.includes(c) && !input.key.includes(c));
      const q = quoteIdentifier;
      const on = input.key.map((k) => `t.${q(k)} = b.${q(k)}`).join(' and ');
      const differs = (c: string) => `t.${q(c)} is distinct from b.${q(c)}`;
      const firstKey = q(input.key[0]);
      // One joined row per key on either side, with what happened to it.
      const joined = `select ${input.key.map((k, i) => `coalesce(t.${q(k)}, b.${q(k)}) as k${i}`).join(', ')},
        case when t.${firstKey} is null then 'added' when b.${firstKey} is null then 'removed'
             when ${compared.length ? compared.map(differs).join(' or ') : 'false'} then 'changed' else 'same' end as change
        ${compared.map((c, i) => `, t.${q(c)} as t${i}, b.${q(c)} as b${i}`).join('')}
        from ${table} t full outer join ${BRANCH_VIEW} b on ${on}`;
      const totals = await session.query(
        `select change, count(*) as n${compared.map((_, i) => `, sum(case when change = 'changed' and t${i} is distinct from b${i} then 1 else 0 end) as c${i}`).join('')}
           from (${joined}) j group by change`,
        10,
      );
      const counts = { added: 0, removed: 0, changed: 0, same: 0 };
      const perColumn = compared.map(() => 0);
      for (const row of totals.rows) {
        counts[row[0] as keyof typeof counts] = Number(row[1]);
        compared.forEach((_, i) => (perColumn[i] += Number(row[2 + i] ?? 0)));
      }
      // A key that is not unique pairs rows arbitrarily: how many key values repeat on each side.
      const keyList = input.key.map((k) => q(k)).join(', ');
      const repeats = await session.query(
        `select (select count(*) from (select 1 from ${table} group by ${keyList} having count(*) > 1) r),
                (select count(*) from (select 1 from ${BRANCH_VIEW} group by ${keyList} having count(*) > 1) r)`,
        1,
      );
      const offset = (input.page - 1) * DIFF_SAMPLE_PAGE_SIZE;
      const sample = await session.query(
        `select * from (${joined}) j where change <> 'same'
          order by case change when 'added' then 0 when 'removed' then 1 else 2 end, ${input.key.map((_, i) => `k${i}`).join(', ')}
          limit ${DIFF_SAMPLE_PAGE_SIZE} offset ${offset}`,
        DIFF_SAMPLE_PAGE_SIZE,
      );
      const at = (name: string) => sample.columns.indexOf(name);
      return {
        table: `${input.layer}.${node.name}`,
        branch: input.branch,
        key: input.key,
        counts,
        changedColumns: compared
          .map((column, i) => ({ column, rows: perColumn[i] }))
          .filter((c) => c.rows > 0),
        repeatedKeys: { table: Number(repeats.rows[0][0]), branch: Number(repeats.rows[0][1]) },
        onlyInTable: tableColumns.filter((c) => !branchColumns.includes(c)),
        onlyInBranch: branchColumns.filter((c) => !tableColumns.includes(c)),
        sample: sample.rows.map((row) => {
          const change = row[at('change')] as 'added' | 'removed' | 'changed';
          const columns = compared
            .map((column, i) => ({ column, table: row[at(`t${i}`)], branch: row[at(`b${i}`)] }))
            .filter((c) => change !== 'changed' || !sameValue(c.table, c.branch));
          return { change, key: Object.fromEntries(input.key.map((k, i) => [k, row[at(`k${i}`)]])), columns };
        }),
        page: input.page,
        pageSize: DIFF_SAMPLE_PAGE_SIZE,
      };
    } finally {
      controller.abort();
      await session.close().catch(() => undefined);
    }
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
