// The engagements' warehouses (DuckDB files or a PostgreSQL server) and the import's XLSX limits.
import { z } from 'zod';
import { duckdbSize, envVar, positiveInt, type EnvArea } from './env-helpers.js';

export const warehouseEnv = {
  title: 'Warehouse and import',
  vars: {
    CAIRN_WAREHOUSE_MEMORY_LIMIT: envVar(
      duckdbSize('1GB').default('1GB'),
      "DuckDB memory limit of one engagement's warehouse while a run or preview has it open (larger work spills to disk)",
    ),
    CAIRN_WAREHOUSE_THREADS: envVar(
      positiveInt.max(256).optional(),
      "DuckDB threads of one run's warehouse process; by default the runs that may run at once share the machine's cores",
      'cores ÷ `CAIRN_RUN_CONCURRENCY` (at least 1)',
    ),
    CAIRN_WAREHOUSE_STATEMENT_TIMEOUT_SECONDS: envVar(
      positiveInt.max(7 * 24 * 3600).default(600),
      "users' SQL (node and test queries) is interrupted after this long",
    ),
    CAIRN_WAREHOUSE_MAX_TEMP_SIZE: envVar(
      duckdbSize('20GB').default('20GB'),
      "largest spill to disk of one engagement's warehouse (DuckDB `max_temp_directory_size`; on PostgreSQL the engagement role's `temp_file_limit`)",
    ),
    // The most one engagement's warehouse may hold (issue 24, warehouse/warehouse-quota.ts). 0: no quota.
    CAIRN_WAREHOUSE_QUOTA_GB: envVar(
      z.coerce.number().min(0).default(500),
      "most one engagement's warehouse may hold (DuckDB's blocks in use, or the PostgreSQL database's size): an import file or Gain batch that would pass it is refused before it is loaded, and a build builds no node once the warehouse is at it; the run says so (`0`: no quota)",
    ),
    CAIRN_WAREHOUSE_PROCESS_MEMORY_MB: envVar(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(1024 * 1024)
        .default(3072),
      "memory ceiling of a run's warehouse process (the child process where users' SQL and the import's SQL run; Linux `RLIMIT_DATA`, `0` for none): running out ends that run only",
    ),
    CAIRN_WAREHOUSE_NICENESS: envVar(
      z.coerce.number().int().min(0).max(19).default(10),
      "how much lower the warehouse processes' CPU priority is than the server's (`nice`, for every thread): users' SQL yields the CPU to the pages (`0`: the same priority)",
    ),
    CAIRN_WAREHOUSE_READ_LINGER_MS: envVar(
      z.coerce.number().int().min(0).max(60_000).default(2000),
      "how long (ms) an engagement's DuckDB file stays open read-only after the last table list or preview, so the next read skips opening it; a run that needs the file closes it at once (`0`: closed after each read)",
    ),
    // A PostgreSQL server for warehouses (warehouse/postgres): a superuser's URL; engagements whose node
    // model configuration names CAIRN_WAREHOUSE_POSTGRES_NAME as their SQL server keep their warehouse there.
    CAIRN_WAREHOUSE_POSTGRES_URL: envVar(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// address')
        .optional(),
      "a PostgreSQL server for warehouses: a superuser's `postgres://` address (it creates one database and one login role per engagement, and takes CONNECT from PUBLIC on the server's databases: give the warehouses a server of their own). An engagement whose node model configuration names this server as its SQL server keeps its warehouse there, in the configuration's database (default `cairn_wh_<engagement id>`); users' SQL runs as the engagement's role, which can reach nothing else. Unset, every warehouse is an embedded DuckDB file",
    ),
    CAIRN_WAREHOUSE_POSTGRES_NAME: envVar(
      z
        .string()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/, 'must be a server name: letters, digits, . _ -')
        .default('cairn-warehouse'),
      'the name node model configurations use for that server (NodeModelSqlServerName); a configuration naming another server is refused with a message',
    ),
    CAIRN_WAREHOUSE_POSTGRES_WORK_MEM: envVar(
      z
        .string()
        .regex(/^\d+(kB|MB|GB)$/, "must be a size such as '64MB'")
        .default('64MB'),
      "`work_mem` of each engagement role: memory per sort or hash of users' SQL before it spills to disk",
    ),
    // DuckDB warehouses are files in the data directory: `embedded` (one process, the default of
    // `cairn serve`), `shared` (every process sees the same directory: pinned by the deployment), `off`
    // (refused; the default of `serve --no-worker` and `worker` on PostgreSQL, which share nothing on
    // local disk: local storage is refused there too, storage-defaults.ts).
    CAIRN_WAREHOUSE_DUCKDB: envVar(
      z.enum(['embedded', 'shared', 'off']).optional(),
      'whether engagements without a warehouse server keep an embedded DuckDB file here: `embedded` (one process owns the data directory), `shared` (every server and worker sees the same data directory: the deployment pins DuckDB warehouses to it), `off` (the processes share no data directory: an engagement whose node model configuration names no SQL server keeps its warehouse on `CAIRN_WAREHOUSE_POSTGRES_NAME`, without one a DuckDB file is refused with a message naming the fix, and storage configurations on the local file system are refused too, so no warehouse or folder is split between machines)',
      '`embedded` for `cairn serve` and on the embedded PGlite; `off` for `serve --no-worker` and `worker` on PostgreSQL',
    ),
    CAIRN_IMPORT_XLSX_MAX_PART_MB: envVar(
      positiveInt.max(4095).default(512),
      "an XLSX one of whose parts (a sheet, the shared strings) expands to more is not imported (a 12-column sheet of Excel's full 1,048,576 rows is about 450 MB)",
    ),
    CAIRN_IMPORT_XLSX_MAX_TOTAL_MB: envVar(
      positiveInt.max(65536).default(1024),
      'an XLSX whose parts expand to more in all is not imported',
    ),
    CAIRN_IMPORT_XLSX_MAX_RATIO: envVar(
      positiveInt.default(100),
      'an XLSX with a part over 10 MB that expands more times than this is not imported (sheets expand 5 to 10 times; a zip bomb several hundred)',
    ),
    CAIRN_IMPORT_XLSX_MAX_ENTRIES: envVar(
      positiveInt.max(1_000_000).default(10_000),
      'an XLSX of more parts is not imported',
    ),
    CAIRN_IMPORT_XLSX_MAX_SHARED_STRINGS: envVar(
      positiveInt.max(100_000_000).default(2_000_000),
      'an XLSX with more shared strings (distinct texts) is not imported',
    ),
  },
} satisfies EnvArea;
