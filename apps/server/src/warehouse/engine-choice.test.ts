import { describe, expect, it } from 'vitest';
import { engineChoiceOf } from './engine-choice.js';

const id = '3f0c7d1e-8a44-4c36-9f0e-2b1d5a6c7e80';
const naming = (server?: string, database?: string) => ({
  nodeModelPlatformType: 'CairnGit',
  nodeModelPlatformConfiguration: {
    NodeModelRepositoryId: 'model',
    ...(server !== undefined ? { NodeModelSqlServerName: server } : {}),
    ...(database !== undefined ? { NodeModelDatabaseName: database } : {}),
  },
});

describe("an engagement's warehouse engine", () => {
  it('is DuckDB when no SQL server is named (or never configured), unless DuckDB is off here', () => {
    expect(engineChoiceOf(id, {}, undefined)).toEqual({ engine: 'duckdb' });
    expect(engineChoiceOf(id, naming('  '), 'wh')).toEqual({ engine: 'duckdb' });
    expect(engineChoiceOf(id, naming(), 'wh', 'shared')).toEqual({ engine: 'duckdb' });
    expect(() => engineChoiceOf(id, naming(), undefined, 'off')).toThrow(
      "This engagement's warehouse would be an embedded DuckDB file, which this deployment's processes do not share: give every process the warehouse server (CAIRN_WAREHOUSE_POSTGRES_URL and CAIRN_WAREHOUSE_POSTGRES_NAME), or pin DuckDB warehouses to a directory every process shares (CAIRN_WAREHOUSE_DUCKDB=shared).",
    );
  });

  it("is on the deployment's warehouse server when its processes share no disk and none is named (issue 30)", () => {
    const own = { engine: 'postgres', database: 'cairn_wh_3f0c7d1e8a444c369f0e2b1d5a6c7e80' };
    expect(engineChoiceOf(id, {}, 'wh', 'off')).toEqual(own);
    expect(engineChoiceOf(id, naming(), 'wh', 'off')).toEqual(own);
    expect(engineChoiceOf(id, naming('', 'payroll_2026'), 'wh', 'off')).toEqual({
      engine: 'postgres',
      database: 'payroll_2026',
    });
  });

  it("is PostgreSQL on the installation's server, in the named database or the engagement's own", () => {
    expect(engineChoiceOf(id, naming('wh'), 'wh')).toEqual({
      engine: 'postgres',
      database: 'cairn_wh_3f0c7d1e8a444c369f0e2b1d5a6c7e80',
    });
    expect(engineChoiceOf(id, naming('wh', 'payroll_2026'), 'wh', 'off')).toEqual({
      engine: 'postgres',
      database: 'payroll_2026',
    });
  });

  it('refuses another server, a server without a connection, and a database name it cannot use', () => {
    expect(() => engineChoiceOf(id, naming('nletpsql'), 'wh')).toThrow(
      "The node model configuration names the SQL server 'nletpsql', but this installation's warehouse server is 'wh'.",
    );
    expect(() => engineChoiceOf(id, naming('nletpsql'), undefined)).toThrow(
      /this installation has no warehouse server \(CAIRN_WAREHOUSE_POSTGRES_URL\)/,
    );
    for (const database of ['postgres', 'template1', 'Payroll', 'x; drop database y', 'a'.repeat(64)])
      expect(() => engineChoiceOf(id, naming('wh', database), 'wh'), database).toThrow(
        `The node model configuration's database name '${database}' cannot be used`,
      );
  });
  it('is PostgreSQL in a database the deployment made, when the engagement selects it among its resources', () => {
    const provisioned = { server: 'wh', database: 'wh_nletpwh01_3f0c7d1e' };
    expect(engineChoiceOf(id, {}, 'wh', 'off', provisioned)).toEqual({
      engine: 'postgres',
      database: provisioned.database,
    });
    expect(engineChoiceOf(id, naming('wh'), 'wh', 'embedded', provisioned)).toEqual({
      engine: 'postgres',
      database: provisioned.database,
    });
    // The node model configuration's database wins over the selected resource's.
    expect(engineChoiceOf(id, naming('wh', 'payroll_2026'), 'wh', 'embedded', provisioned)).toEqual({
      engine: 'postgres',
      database: 'payroll_2026',
    });
    // Made on a server this installation no longer has: said, never a silent DuckDB file instead.
    expect(() => engineChoiceOf(id, {}, 'other', 'embedded', provisioned)).toThrow(
      "The warehouse resource this engagement selects is a database on the SQL server 'wh', but this installation's warehouse server is 'other'.",
    );
  });

  it("refuses Cairn's metadata database and another engagement's database (issue 24)", () => {
    const other = 'cairn_wh_0b6f6c1e7d0f4f579f551c3c6a0c2a11';
    for (const database of ['cairn', other, 'wh_nletpwh01_0b6f6c1e', 'cairn_meta'])
      expect(
        () => engineChoiceOf(id, naming('wh', database), 'wh', 'embedded', null, 'cairn_meta'),
        database,
      ).toThrow(
        `The node model configuration's database name '${database}' cannot be used: it is a database of Cairn's or of another engagement.`,
      );
    // Its own default and its own provisioned database stay usable by name.
    const own = 'cairn_wh_3f0c7d1e8a444c369f0e2b1d5a6c7e80';
    expect(engineChoiceOf(id, naming('wh', own), 'wh')).toEqual({ engine: 'postgres', database: own });
    const provisioned = { server: 'wh', database: 'wh_nletpwh01_3f0c7d1e' };
    expect(engineChoiceOf(id, naming('wh', provisioned.database), 'wh', 'embedded', provisioned)).toEqual({
      engine: 'postgres',
      database: provisioned.database,
    });
  });
});
