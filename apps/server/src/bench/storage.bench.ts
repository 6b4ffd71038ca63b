// Upload and download of a 1 GiB file through the HTTP API, side by side with a plain disk copy of
// the same file. Ratios are disk-copy time / Cairn time: HIGHER is better (1.0 = as fast as cp).
// Measured once the demo's first runs have ended, in three interleaved rounds (disk copy, upload,
// download), medians reported, each step starting after `sync` with no dirty pages from the one
// before: without that, one disk copy varied 1.2-4.8 s with the page cache's writeback.
import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoConfigurer, memoryOf, startCairn } from '../test/cairn-process.js';
import { median } from './chromium.js';
import { untilDemoRunsSettled } from './demo-runs.js';
import { report } from './report.js';

export const name = 'storage';
const exec = promisify(execFile);
const SIZE = 1024 * 1024 * 1024;
const ROUNDS = 3;

async function seconds(fn: () => Promise<unknown>) {
  execFileSync('sync'); // the previous step's written pages are on disk before the clock starts
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function run(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-'));
  const source = path.join(dir, 'source.bin');
  const block = crypto.randomBytes(8 * 1024 * 1024);
  const out = fs.createWriteStream(source);
  for (let written = 0; written < SIZE; written += block.length)
    if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((r) => out.end(() => r()));

  const cairn = await startCairn();
  try {
    const { client, engagement } = await demoConfigurer(cairn);
    await client.json('POST', `/api/storage/engagements/${engagement.id}/main/folders?path=`, {
      displayName: 'Bench',
      metadata: {},
    });
    const base = `${cairn.origin}/api/storage/engagements/${engagement.id}/main`;

    await untilDemoRunsSettled((url) => client.json('GET', url));

    const copy = path.join(dir, 'copy.bin');
    const downloaded = path.join(dir, 'download.bin');
    // Native tools on every side, as a user's browser is native: dd copies through user space in
    // 1 MiB blocks (cp may copy inside the kernel), curl uploads and downloads. Node's own HTTP client
    // added ~0.6 s per GiB of its own to either side (measured against a plain Node server).
    const headers = Object.entries(client.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const curl = async (args: string[]) => {
      const { stdout } = await exec('curl', [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        ...headers,
        ...args,
      ]);
      if (stdout !== '200') throw new Error(`curl ${args.at(-1)}: ${stdout}`);
    };
    const diskCopy = () => seconds(() => exec('dd', [`if=${source}`, `of=${copy}`, 'bs=1M', 'status=none']));
    // The same name again: each upload replaces the last.
    const upload = () =>
      seconds(() => curl(['-F', `file=@${source};filename=bench.csv`, `${base}/files?path=f-bench`]));
    const download = () =>
      seconds(async () => {
        const { stdout } = await exec('curl', [
          '-s',
          '-o',
          downloaded,
          '-w',
          '%{http_code}',
          ...headers,
          `${base}/files/content?path=f-bench/bench.csv`,
        ]);
        if (stdout !== '200') throw new Error(`download: ${stdout}`);
      });

    const times = { diskCopy: [] as number[], upload: [] as number[], download: [] as number[] };
    const before = memoryOf(cairn.pid).rssMB;
    let peak = before;
    for (let round = 0; round < ROUNDS; round++) {
      times.diskCopy.push(await diskCopy());
      fs.rmSync(copy);
      const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(cairn.pid).rssMB)), 50);
      times.upload.push(await upload()); // the same name again: each upload replaces the last
      clearInterval(sampler);
      times.download.push(await download());
      if (fs.statSync(downloaded).size !== SIZE) throw new Error('download size differs');
      fs.rmSync(downloaded);
    }
    const [copyS, uploadS, downloadS] = [times.diskCopy, times.upload, times.download].map(median);

    const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
    console.log(
      `# 1 GiB, seconds per round: disk copy ${list(times.diskCopy)}; upload ${list(times.upload)}; download ${list(times.download)} (ratios: higher is better)`,
    );
    report(prefix, 'storage.upload.ratio_vs_disk', copyS / uploadS, 'x');
    report(prefix, 'storage.download.ratio_vs_disk', copyS / downloadS, 'x');
    report(prefix, 'storage.upload.MBps', 1024 / uploadS, 'MB/s');
    report(prefix, 'storage.upload.peak_rss_MB', peak, 'MB');
    report(prefix, 'storage.upload.rss_growth_MB', peak - before, 'MB');
  } finally {
    await cairn.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
