import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { columnsEqual } from './columns-equal.js';
import { nodeBuilds } from './schema/building.js';

const dialect = new PgDialect({ casing: 'snake_case' });

describe('columnsEqual', () => {
  it('is every named column equal to its value, in the order named', () => {
    const query = dialect.sqlToQuery(
      columnsEqual(nodeBuilds, { engagementId: 'e', layer: 'Model', node: 'n' }),
    );
    expect(query.sql).toBe(
      '("node_builds"."engagement_id" = $1 and "node_builds"."layer" = $2 and "node_builds"."node" = $3)',
    );
    expect(query.params).toEqual(['e', 'Model', 'n']);
  });

  it('refuses a missing value or no column at all rather than select more rows', () => {
    const missing = undefined as unknown as string;
    expect(() => columnsEqual(nodeBuilds, { engagementId: 'e', node: missing })).toThrow(/node/);
    expect(() => columnsEqual(nodeBuilds, {})).toThrow(/no column/);
  });
});
