// Runs a Cairn dashboard's tiles: each tile's SQL in the engagement's warehouse process (users' SQL
// never runs in the server's process), one SELECT, read through the function allow-list, filters
// bound as `$name` parameters, at most DASHBOARD_TILE_ROW_LIMIT rows and a time limit per tile.
// Results are cached per dashboard version, warehouse build and the filter values the tile uses, so
// a second viewer gets them without running anything; one missing tile runs the dashboard's other
// missing tiles for those filters in the same warehouse process.
import {
  DASHBOARD_TILE_ROW_LIMIT,
  queryParameters,
  type DashboardTile,
  type TileFilterValues,
  type TileResult,
} from '@cairn/contracts';
import { conflict, HttpProblem, notFound } from '../../../http/problem.js';
import type { QueryParameters, SessionQueryResult } from '../../../warehouse/untrusted-session.js';
import { WarehouseError } from '../../../warehouse/warehouse-errors.js';
import type { CairnDashboardVersion } from './cairn.provider.js';

export interface TileSession {
  query(sql: string, limit: number, parameters?: QueryParameters): Promise<SessionQueryResult>;
  close(): Promise<void>;
}

/** The engagement's warehouse for users' SQL (warehouse.service.ts session()). */
export interface TileSessions {
  session(engagementId: string, signal: AbortSignal): Promise<TileSession>;
}

/** What identifies the warehouse's content: it changes when a run has written to it. */
export interface WarehouseBuilds {
  stamp(engagementId: string): Promise<string>;
}

export interface TileRunnerOptions {
  rowLimit?: number;
  timeLimitMs?: number;
  /** Cached tile results kept at most (the oldest go first). */
  cacheEntries?: number;
}

type Outcome = { ok: true; result: Omit<TileResult, 'cached'> } | { ok: false; problem: HttpProblem };

const TIMEOUT = Symbol('tile time limit');

function deferred() {
  let resolve!: (outcome: Outcome) => void;
  const promise = new Promise<Outcome>((r) => (resolve = r));
  return { promise, resolve };
}

function problemOf(err: unknown, seconds: number): HttpProblem {
  if (err instanceof WarehouseError) {
    if (err.reason === 'aborted' && err.abortReason === TIMEOUT.description)
      return new HttpProblem(
        422,
        'Unprocessable Content',
        `The tile's query ran longer than ${seconds} seconds and was stopped.`,
        'tileTimeout',
      );
    if (err.reason === 'timeout')
      return new HttpProblem(422, 'Unprocessable Content', err.message, 'tileTimeout');
    if (err.reason === 'sql' || err.reason === 'refused')
      return new HttpProblem(422, 'Unprocessable Content', err.message, 'tileQueryFailed');
    if (err.reason === 'busy') return conflict(err.message, 'warehouseBusy');
  }
  if (err instanceof HttpProblem) return err;
  return new HttpProblem(
    503,
    'Service Unavailable',
    'The warehouse could not run this tile. Try again.',
    'tileFailed',
  );
}

/** Deterministic failures (the query itself) are cached like results; the others are tried again. */
const cacheable = (problem: HttpProblem) => problem.code === 'tileQueryFailed';

export class TileRunner {
  private readonly cache = new Map<string, Promise<Outcome>>();
  private readonly rowLimit: number;
  private readonly timeLimitMs: number;
  private readonly cacheEntries: number;

  constructor(
    private readonly sessions: TileSessions,
    private readonly builds: WarehouseBuilds,
    options: TileRunnerOptions = {},
  ) {
    this.rowLimit = options.rowLimit ?? DASHBOARD_TILE_ROW_LIMIT;
    this.timeLimitMs = options.timeLimitMs ?? 30_000;
    this.cacheEntries = options.cacheEntries ?? 500;
  }

  /** The tile's rows for these filters; a 404 for an unknown tile, 422 when its query fails. */
  async tile(
    engagementId: string,
    dashboard: CairnDashboardVersion,
    tileId: string,
    filters: TileFilterValues,
  ): Promise<TileResult> {
    const tiles = dashboard.definition.pages.flatMap((p) => p.tiles);
    const tile = tiles.find((t) => t.id === tileId);
    if (!tile) throw notFound('This tile does not exist.');
    const values = this.values(dashboard, filters);
    const stamp = await this.builds.stamp(engagementId);
    const keyOf = (t: DashboardTile) => this.key(engagementId, dashboard, stamp, t, values);
    const hit = this.cache.get(keyOf(tile));
    if (hit) return this.answer(await hit, true);
    // Every tile of the dashboard not cached for these filters runs now, in one warehouse process.
    const missing = tiles.filter((t) => !this.cache.has(keyOf(t)));
    const pending = new Map(missing.map((t) => [t.id, deferred()]));
    for (const t of missing) this.remember(keyOf(t), pending.get(t.id)!.promise);
    void this.runAll(engagementId, missing, values, (t, outcome) => {
      pending.get(t.id)!.resolve(outcome);
      if (!outcome.ok && !cacheable(outcome.problem)) this.cache.delete(keyOf(t));
    });
    return this.answer(await pending.get(tile.id)!.promise, false);
  }

  /** Choices of a select filter from its optionsQuery (first column, distinct, at most the row limit). */
  async options(
    engagementId: string,
    dashboard: CairnDashboardVersion,
    filterId: string,
  ): Promise<(string | number | boolean)[]> {
    const filter = dashboard.definition.filters?.find((f) => f.id === filterId);
    if (!filter) throw notFound('This filter does not exist.');
    if (!filter.optionsQuery) return filter.options ?? [];
    const result = await this.tile(
      engagementId,
      {
        ...dashboard,
        definition: {
          name: dashboard.name,
          pages: [
            {
              title: '',
              tiles: [
                {
                  id: `filter__${filter.id}`,
                  title: filter.label,
                  query: filter.optionsQuery,
                  chart: { type: 'table' },
                },
              ],
            },
          ],
        },
      },
      `filter__${filter.id}`,
      {},
    );
    return result.rows
      .map((row) => row[0])
      .filter((v) => v !== null && v !== undefined)
      .map((v) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v)));
  }

  private answer(outcome: Outcome, cached: boolean): TileResult {
    if (!outcome.ok) throw outcome.problem;
    return { ...outcome.result, cached };
  }

  /** The dashboard's filter values: the viewer's, else the filter's default, else null ("all"). */
  private values(dashboard: CairnDashboardVersion, filters: TileFilterValues): QueryParameters {
    const values: QueryParameters = {};
    for (const filter of dashboard.definition.filters ?? []) {
      const given = Object.hasOwn(filters, filter.id) ? filters[filter.id] : undefined;
      values[filter.id] = given !== undefined ? given : (filter.default ?? null);
    }
    return values;
  }

  private key(
    engagementId: string,
    dashboard: CairnDashboardVersion,
    stamp: string,
    tile: DashboardTile,
    values: QueryParameters,
  ) {
    // Only the filters the tile's query uses: another filter's change keeps its cached rows.
    const used = queryParameters(tile.query)
      .sort()
      .map((name) => [name, values[name] ?? null]);
    return JSON.stringify([engagementId, dashboard.id, dashboard.version, stamp, tile.id, tile.query, used]);
  }

  private remember(key: string, outcome: Promise<Outcome>) {
    this.cache.set(key, outcome);
    while (this.cache.size > this.cacheEntries) this.cache.delete(this.cache.keys().next().value!);
  }

  private async runAll(
    engagementId: string,
    tiles: DashboardTile[],
    values: QueryParameters,
    done: (tile: DashboardTile, outcome: Outcome) => void,
  ) {
    let session: TileSession | undefined;
    let controller: AbortController | undefined;
    const seconds = Math.round(this.timeLimitMs / 1000);
    try {
      for (const tile of tiles) {
        const timer = setTimeout(() => controller?.abort(TIMEOUT.description), this.timeLimitMs);
        try {
          if (!session) {
            controller = new AbortController();
            session = await this.sessions.session(engagementId, controller.signal);
          }
          const used = Object.fromEntries(queryParameters(tile.query).map((n) => [n, values[n] ?? null]));
          const rows = await session.query(tile.query, this.rowLimit + 1, used);
          done(tile, {
            ok: true,
            result: {
              columns: rows.columns.map((name, i) => ({ name, type: rows.columnTypes[i] ?? '' })),
              rows: rows.rows.slice(0, this.rowLimit),
              truncated: rows.rows.length > this.rowLimit,
              computedAt: new Date().toISOString(),
            },
          });
        } catch (err) {
          done(tile, { ok: false, problem: problemOf(err, seconds) });
          // A stopped statement leaves the process's abort set: the next tile opens a fresh one.
          if (
            controller?.signal.aborted ||
            (err instanceof WarehouseError && err.reason !== 'sql' && err.reason !== 'refused')
          ) {
            await session?.close().catch(() => undefined);
            session = undefined;
          }
        } finally {
          clearTimeout(timer);
        }
      }
    } finally {
      await session?.close().catch(() => undefined);
    }
  }
}
