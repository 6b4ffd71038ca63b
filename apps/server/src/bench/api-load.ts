// A load driver for the API benches, in a worker thread so that it does not share the event loop
// with the servers it measures. Each simulated user has a keep-alive connection and a list of
// addresses it asks in turn, sending the next request `pauseMs` after the last answer was read (0: at
// once, as fast as the server answers), for `seconds`; answers per second, latency percentiles and the
// answers that were not 200 (429s counted apart) come back.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 200 (429 included), and requests that got no answer. */
  errors: number;
  /** Answers 429 (the tenant's request budget spent). */
  tooMany: number;
  requests: number;
  /** p95 (ms) by address, ids and query left out: where the time goes. */
  p95ByAddress: Record<string, number>;
}

export interface LoadUser {
  urls: string[];
  headers: Record<string, string>;
}

const DRIVER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { users, seconds, pauseMs } = workerData;
const latencies = [];
const byAddress = new Map();
const label = (url) => new URL(url).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
let errors = 0;
let tooMany = 0;
let lost = 0;
const end = Date.now() + seconds * 1000;
function user({ urls, headers }, index) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // Users start spread over their first pause, not all in the same millisecond.
  let next = index;
  return new Promise((done) => {
    const ask = () => {
      if (Date.now() >= end) return agent.destroy(), done();
      const started = process.hrtime.bigint();
      const req = http.get(urls[next++ % urls.length], { agent, headers }, (res) => {
        if (res.statusCode !== 200) errors++;
        if (res.statusCode === 429) tooMany++;
        res.resume();
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          latencies.push(ms);
          const address = label(urls[(next - 1) % urls.length]);
          byAddress.set(address, [...(byAddress.get(address) ?? []), ms]);
          pauseMs ? setTimeout(ask, pauseMs) : ask();
        });
      });
      req.on('error', () => { errors++; lost++; setTimeout(ask, pauseMs); });
    };
    setTimeout(ask, pauseMs ? (index * 37) % pauseMs : 0);
  });
}
const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
Promise.all(users.map(user)).then(() => {
  latencies.sort((a, b) => a - b);
  const p95ByAddress = {};
  for (const [address, ms] of byAddress) p95ByAddress[address] = at(ms.sort((a, b) => a - b), 0.95);
  parentPort.postMessage({
    p95ByAddress,
    rps: latencies.length / seconds, p50: at(latencies, 0.5), p95: at(latencies, 0.95), p99: at(latencies, 0.99),
    errors, tooMany, requests: latencies.length + lost,
  });
});
`;

/** `users` asking their addresses in turn for `seconds`, each waiting `pauseMs` between answer and question. */
export function loadUsers(users: LoadUser[], seconds: number, pauseMs = 0) {
  return new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(DRIVER, { eval: true, workerData: { users, seconds, pauseMs } });
    worker.once('message', (result: LoadResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** `connections` keep-alive connections asking `url` as fast as it answers, for `seconds`. */
export const load = (url: string, headers: Record<string, string>, connections = 50, seconds = 3) =>
  loadUsers(
    Array.from({ length: connections }, () => ({ urls: [url], headers })),
    seconds,
  );
