// Import through a real Cairn (upload, POST /import, the worker's ImportFiles run, polled until
// Succeeded) side by side with DuckDB's own `CREATE TABLE t AS SELECT * FROM read_csv(...)` of the
// same file, in the same run, with the same memory and thread limits as Cairn's warehouse
// (CAIRN_WAREHOUSE_* defaults: 1GB, 1 thread). Ratio: Cairn's time / DuckDB's (lower is better).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { PipelineRun, PipelineRunDetail } from '@cairn/contracts';
import { benchPayrollRow } from '../test/bench-payroll.js';
import { demoConfigurer, memoryOf, startCairn } from '../test/cairn-process.js';
import { writeXlsxBomb } from '../test/zip-writer.js';
import { writeXlsx } from '../seed/xlsx-file.js';
import { report } from './report.js';

export const name = 'import';
const CSV_ROWS = 1_000_000;
const XLSX_ROWS = 100_000;
const LIMITS = { memory_limit: '1GB', threads: '1' };
/** The bomb of issue 9: 1.5 GB of shared strings in a file of about 1.5 MB. */
const BOMB_STRINGS = 1_500_000;

/** Row i of the 12-column payroll-like table (deterministic). */
const row = (i: number) => benchPayrollRow(i, ['NL', 'DE', 'GB', 'FR', 'US']);
const HEADER = [
  'employee_id',
  'employee_name',
  'period',
  'wage_component',
  'amount',
  'currency',
  'country',
  'cost_center',
  'hours',
  'fte',
  'approved',
  'note',
];

async function writeCsv(file: string) {
  const out = fs.createWriteStream(file);
  let chunk = `${HEADER.join(',')}\n`;
  for (let i = 0; i < CSV_ROWS; i++) {
    const cells = row(i);
    cells[4] = (cells[4] as number).toFixed(2);
    chunk += `${cells.join(',')}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk = '';
    }
  }
  await new Promise<void>((r) => out.end(chunk, () => r()));
}

/**
 * How far the server's resident memory rose above where it was while `fn` ran, in MB: the kernel's
 * high-water mark (reset first through /proc/<pid>/clear_refs) and samples every 10 ms.
 */
async function peakGrowthMB(pid: number, fn: () => Promise<unknown>) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not allowed here: the samples alone then
  }
  const base = memoryOf(pid).rssMB;
  let peak = base;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rssMB);
    } catch {
      // the process has ended (a bomb can take it down)
    }
  }, 10);
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  try {
    peak = Math.max(peak, memoryOf(pid).peakMB);
  } catch {
    // ended
  }
  return peak - base;
}

async function seconds(fn: () => Promise<unknown>) {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function upload(url: string, headers: Record<string, string>, file: string, fileName: string) {
  return new Promise<void>((resolve, reject) => {
    const boundary = '----cairn-bench';
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on(
      'response',
      (res) => (
        res.resume(),
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`upload ${res.statusCode}`)),
        )
      ),
    );
    req.on('error', reject);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`);
    const body = fs.createReadStream(file);
    body.pipe(req, { end: false });
    body.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
  });
}

export async function run(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-import-'));
  const csv = path.join(dir, 'bench_payroll.csv');
  const xlsx = path.join(dir, 'bench_sheet.xlsx');
  const bomb = path.join(dir, 'bench_bomb.xlsx');
  await writeCsv(csv);
  await writeXlsxBomb(bomb, BOMB_STRINGS);
  await writeXlsx(xlsx, [
    {
      name: 'Data',
      rows: (function* () {
        yield HEADER;
        for (let i = 0; i < XLSX_ROWS; i++)
          yield row(i).map((v, c) => (c === 2 ? new Date(`${v as string}T00:00:00Z`) : v));
      })(),
    },
  ]);
  const cairn = await startCairn();
  try {
    const { client, engagement } = await demoConfigurer(cairn);
    const pipelines = `/api/pipelines/engagements/${engagement.id}`;
    const detail = (id: string) => client.json<PipelineRunDetail>('GET', `${pipelines}/runs/${id}`);
    const until = async (id: string) => {
      for (;;) {
        const r = await detail(id);
        if (r.status === 'Succeeded') return r;
        if (!['Queued', 'InProgress'].includes(r.status))
          throw new Error(`run ${r.status}: ${r.message}`, { cause: r });
        await new Promise((res) => setTimeout(res, 200));
      }
    };
    // The demo's own import run goes first, so it does not share the engagement with ours.
    for (const r of await client.json<PipelineRun[]>('GET', `${pipelines}/runs/last?count=8`))
      await until(r.id).catch(() => undefined);
    await client.json('POST', `/api/storage/engagements/${engagement.id}/import/folders?path=`, {
      displayName: 'Bench',
      metadata: {},
    });
    const storage = `${cairn.origin}/api/storage/engagements/${engagement.id}/import/files?path=f-bench`;
    await upload(storage, client.headers, csv, 'bench_payroll.csv');
    await upload(storage, client.headers, xlsx, 'bench_sheet.xlsx');
    await upload(storage, client.headers, bomb, 'bench_bomb.xlsx');
    const importRun = async (file: string) => {
      const started = await client.json<PipelineRun>('POST', `${pipelines}/import`, {
        fileNames: [file],
        storagePurpose: 'import',
        path: 'f-bench',
      });
      return until(started.id);
    };

    // DuckDB alone, into a fresh file, closed at the end as Cairn's run closes its instance; once
    // before and once after Cairn's run, so drift on a busy machine does not favour either side.
    const duckdb = async (n: number) => {
      const reference = await DuckDBInstance.create(path.join(dir, `reference${n}.duckdb`), LIMITS);
      const connection = await reference.connect();
      await connection.run(`CREATE TABLE t AS SELECT * FROM read_csv('${csv}')`);
      connection.closeSync();
      reference.closeSync();
    };
    const before = await seconds(() => duckdb(1));
    let done: PipelineRunDetail | undefined;
    // Cairn's time ends when the server marked the run Succeeded (its own clock, this machine's), not
    // when the bench's next poll saw it: the poll's delay is the bench's, and polling faster would
    // take CPU from the run on a 2-core machine.
    const requested = Date.now();
    const observed = await seconds(async () => (done = await importRun('bench_payroll.csv')));
    const cairnCsv = (Date.parse(done!.runEnd!) - requested) / 1000;
    // The server starts its next spare warehouse process when the run's process ends (~0.5 s of CPU):
    // the reference runs after it, not beside it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await seconds(() => duckdb(2));
    const duckdbCsv = (before + after) / 2;
    const t0 = Date.parse(done!.runStart);
    for (const line of done!.log)
      console.log(`  +${((Date.parse(line.at) - t0) / 1000).toFixed(2)} s  ${line.message}`);
    let cairnXlsx = 0;
    const xlsxGrowth = await peakGrowthMB(cairn.pid, async () => {
      cairnXlsx = await seconds(() => importRun('bench_sheet.xlsx'));
    });
    // The bomb should be refused (the run fails naming the limit) without the server growing.
    let bombOutcome = '';
    let bombSeconds = 0;
    const bombGrowth = await peakGrowthMB(cairn.pid, async () => {
      bombSeconds = await seconds(() =>
        Promise.race([
          importRun('bench_bomb.xlsx').then(
            (r) => (bombOutcome = `${r.status}: ${r.message}`),
            (err: Error) => (bombOutcome = err.message),
          ),
          cairn.exited.then((code) => (bombOutcome = `the server ended (exit code ${code})`)),
        ]),
      );
    });
    console.log(
      `XLSX bomb ${(fs.statSync(bomb).size / 1e6).toFixed(1)} MB (shared strings ${((BOMB_STRINGS * 1016) / 1e9).toFixed(2)} GB): ${bombSeconds.toFixed(2)} s, ${bombOutcome}`,
    );

    console.log(
      `CSV ${CSV_ROWS} rows x 12 columns (${Math.round(fs.statSync(csv).size / 1e6)} MB): Cairn ${cairnCsv.toFixed(2)} s (seen by polling after ${observed.toFixed(2)} s), DuckDB read_csv ${before.toFixed(2)} s / ${after.toFixed(2)} s; XLSX ${XLSX_ROWS} rows: ${cairnXlsx.toFixed(2)} s`,
    );
    report(prefix, 'import.csv.ratio_vs_duckdb', cairnCsv / duckdbCsv, 'x');
    report(prefix, 'import.csv.seconds', cairnCsv, 's');
    report(prefix, 'import.xlsx.rows_per_s', XLSX_ROWS / cairnXlsx, 'rows/s');
    report(prefix, 'import.xlsx.peak_rss_growth_MB', xlsxGrowth, 'MB');
    report(prefix, 'import.xlsx.bomb.peak_rss_growth_MB', bombGrowth, 'MB');
  } finally {
    await cairn.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
