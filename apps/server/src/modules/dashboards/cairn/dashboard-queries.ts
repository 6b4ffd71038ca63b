// The SQL of an engagement's Cairn dashboards (their newest versions), for the data contracts: a
// node a tile or a filter reads is under contract (modules/publishing/contracts).
import { desc, eq } from 'drizzle-orm';
import type { CairnDashboardDefinition } from '@cairn/contracts';
import type { Db } from '../../../db/client.js';
import { cairnDashboards, cairnDashboardVersions } from '../../../db/schema/dashboards.js';

export class CairnDashboardQueries {
  constructor(private readonly db: Db) {}

  async queriesOf(engagementId: string): Promise<{ name: string; queries: string[] }[]> {
    const rows = await this.db
      .selectDistinctOn([cairnDashboards.id], {
        name: cairnDashboards.name,
        definition: cairnDashboardVersions.definition,
      })
      .from(cairnDashboards)
      .innerJoin(cairnDashboardVersions, eq(cairnDashboardVersions.dashboardId, cairnDashboards.id))
      .where(eq(cairnDashboards.engagementId, engagementId))
      .orderBy(cairnDashboards.id, desc(cairnDashboardVersions.version));
    return rows.map(({ name, definition }) => ({
      name,
      queries: queriesIn(definition as CairnDashboardDefinition),
    }));
  }
}

/** Every tile's query and every filter's options query. */
function queriesIn(definition: CairnDashboardDefinition): string[] {
  const tiles = definition.pages.flatMap((page) => page.tiles.map((tile) => tile.query));
  const filters = (definition.filters ?? []).flatMap((f) =>
    'optionsQuery' in f && f.optionsQuery ? [f.optionsQuery] : [],
  );
  return [...tiles, ...filters];
}
