// A load driver for the API bench, in a worker thread so that it does not share the event loop
// with the servers it measures: `connections` keep-alive connections each send their next request as
// soon as the last answer is read, for `seconds`; answers per second and latency percentiles come back.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const DRIVER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, connections, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const end = Date.now() + seconds * 1000;
function loop(done) {
  if (Date.now() >= end) return done();
  const started = process.hrtime.bigint();
  const req = http.get(url, { agent, headers }, (res) => {
    if (res.statusCode !== 200) errors++;
    res.resume();
    res.on('end', () => {
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      loop(done);
    });
  });
  req.on('error', () => { errors++; loop(done); });
}
Promise.all(Array.from({ length: connections }, () => new Promise(loop))).then(() => {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  parentPort.postMessage({ rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors });
  agent.destroy();
});
`;

export function load(url: string, headers: Record<string, string>, connections = 50, seconds = 3) {
  return new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(DRIVER, { eval: true, workerData: { url, headers, connections, seconds } });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}
