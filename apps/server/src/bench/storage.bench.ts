// Upload and download of a 1 GiB file through the HTTP API, side by side with a plain disk copy of
// the same file. Ratios are disk-copy time / Cairn time: HIGHER is better (1.0 = as fast as cp).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { memoryOf, startCairn } from '../test/cairn-process.js';
import { report } from './report.js';

export const name = 'storage';
const SIZE = 1024 * 1024 * 1024;

async function seconds(fn: () => Promise<unknown>) {
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
    const client = await cairn.signIn('configurer@cairn.local');
    const engagement = (
      await client.json<{ id: string; name: string }[]>('GET', '/api/engagements/mine')
    ).find((e) => e.name === 'Payroll Analytics 2026')!;
    await client.json('POST', `/api/storage/engagements/${engagement.id}/main/folders?path=`, {
      displayName: 'Bench',
      metadata: {},
    });
    const base = `${cairn.origin}/api/storage/engagements/${engagement.id}/main`;

    const diskCopy = await seconds(() =>
      pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(dir, 'copy.bin'))),
    );
    fs.rmSync(path.join(dir, 'copy.bin'));

    const before = memoryOf(cairn.pid).rssMB;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(cairn.pid).rssMB)), 50);
    const upload = await seconds(
      () =>
        new Promise<void>((resolve, reject) => {
          const boundary = '----cairn-bench';
          const req = http.request(`${base}/files?path=f-bench`, {
            method: 'POST',
            headers: { ...client.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
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
          req.write(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\n\r\n`,
          );
          const body = fs.createReadStream(source);
          body.pipe(req, { end: false });
          body.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
        }),
    );
    clearInterval(sampler);
    const download = await seconds(
      () =>
        new Promise<void>((resolve, reject) => {
          http.get(`${base}/files/content?path=f-bench/bench.csv`, { headers: client.headers }, (res) => {
            pipeline(res, fs.createWriteStream(path.join(dir, 'download.bin'))).then(resolve, reject);
          });
        }),
    );
    if (fs.statSync(path.join(dir, 'download.bin')).size !== SIZE) throw new Error('download size differs');

    console.log(
      `disk copy ${diskCopy.toFixed(2)} s, upload ${upload.toFixed(2)} s, download ${download.toFixed(2)} s (1 GiB); ratios: higher is better`,
    );
    report(prefix, 'storage.upload.ratio_vs_disk', diskCopy / upload, 'x');
    report(prefix, 'storage.download.ratio_vs_disk', diskCopy / download, 'x');
    report(prefix, 'storage.upload.MBps', 1024 / upload, 'MB/s');
    report(prefix, 'storage.upload.peak_rss_MB', peak, 'MB');
    report(prefix, 'storage.upload.rss_growth_MB', peak - before, 'MB');
  } finally {
    await cairn.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
