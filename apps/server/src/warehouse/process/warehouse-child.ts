// The warehouse process of one run: the only place where users' SQL (and the import's file reads)
// meets DuckDB. Started by warehouse-process.ts with a memory ceiling; when DuckDB crashes, aborts
// or runs out of memory here, only this process ends, and the run that owns it fails.
import type { DuckDBInstance } from '@duckdb/node-api';
import { preloadAllowedFunctions } from '../function-allow-list.js';
import { openLockedInstance } from '../open-instance.js';
import { WarehouseSession } from '../untrusted-session.js';
import { WarehouseConnection } from '../warehouse-connection.js';
import { WarehouseError } from '../warehouse-errors.js';
import { listTablesOn, previewOn } from '../warehouse-reads.js';
import type { ErrorAnswer, FromChild, OpenRequest, Request, ToChild } from './protocol.js';

let instance: DuckDBInstance | undefined;
let main: WarehouseConnection | undefined;
let session: WarehouseSession | undefined;
let readTimeoutSeconds = 600;
const abort = new AbortController();

/** Values of Cairn's own SQL (counts, names) as plain data: DuckDB's value objects become text. */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plain);
  return String(value);
}

async function open(request: OpenRequest) {
  instance = await openLockedInstance(request.file, 'write', request.settings, request.readableDirectory);
  readTimeoutSeconds = request.readTimeoutSeconds;
  main = new WarehouseConnection(await instance.connect(), {
    signal: abort.signal,
    timeoutSeconds: request.timeoutSeconds,
  });
  const limits = { signal: abort.signal, timeoutSeconds: request.timeoutSeconds };
  const opened = instance;
  session = new WarehouseSession(main, async () => new WarehouseConnection(await opened.connect(), limits));
  return null;
}

/** A second connection for the HTTP side's reads, so a preview does not wait for the run's statement. */
async function reading<T>(work: (c: WarehouseConnection) => Promise<T>): Promise<T> {
  const reader = new WarehouseConnection(await instance!.connect(), { timeoutSeconds: readTimeoutSeconds });
  try {
    return await work(reader);
  } finally {
    reader.close();
  }
}

async function answer(id: number, request: Request): Promise<unknown> {
  if (request.op === 'open') return open(request);
  if (!instance || !main || !session) throw new Error('The warehouse process has no warehouse open.');
  switch (request.op) {
    case 'run':
      return { rows: plain((await main.run(request.sql)).getRows()) };
    case 'execute':
      return session.execute(request.sql).then(() => null);
    case 'query':
      return session.query(request.sql, request.limit, request.parameters);
    case 'queryEach':
      return session
        .queryEach(request.sqls, request.limit, (outcome) =>
          process.send!({
            id,
            progress: outcome.ok ? outcome : { ok: false, error: describe(outcome.error) },
          } satisfies FromChild),
        )
        .then(() => null);
    case 'createTableAs':
      return session.createTableAs(request.schema, request.table, request.sql, request.options);
    case 'createTempView':
      return session.createTempView(request.name, request.sql).then(() => null);
    case 'listTables':
      return reading(listTablesOn);
    case 'preview':
      return reading((c) => previewOn(c, request.schema, request.table, request.limit));
    case 'close':
      // The file is closed (checkpointed, its lock released) before the answer; the process ends
      // once the answer is sent (see the message handler).
      await session.close();
      instance.closeSync();
      return null;
  }
}

function describe(err: unknown): ErrorAnswer {
  if (err instanceof WarehouseError)
    return { reason: err.reason, message: err.message, abortReason: err.abortReason };
  return { message: err instanceof Error ? err.message : String(err) };
}

process.on('message', (message: ToChild) => {
  if ('abort' in message) {
    abort.abort(message.abort);
    return;
  }
  const closing = message.request.op === 'close';
  const sent = () => closing && process.exit(0);
  answer(message.id, message.request).then(
    (value) => process.send!({ id: message.id, ok: true, value } satisfies FromChild, sent),
    (err: unknown) =>
      process.send!({ id: message.id, ok: false, error: describe(err) } satisfies FromChild, sent),
  );
});
// The worker that started this process is gone: nobody will close it, and its run is over.
process.on('disconnect', () => process.exit(1));
/** What every run needs and no engagement's data is part of, done while the process is a spare. */
async function prepareAhead() {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const scratch = await DuckDBInstance.create(':memory:', { threads: '1', memory_limit: '64MB' });
  const connection = await scratch.connect();
  try {
    await preloadAllowedFunctions(connection);
  } finally {
    connection.closeSync();
    scratch.closeSync();
  }
}

await prepareAhead();
process.send!('ready');
