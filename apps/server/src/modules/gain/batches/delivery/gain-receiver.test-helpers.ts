// Gain's side of an HTTPS delivery in tests (gain-delivery.test.ts, import-engine.test.ts): a real
// HTTP server that records each request and answers with the next scripted status (then 201).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GainApi = Awaited<ReturnType<typeof startGainApi>>;

/** Gain's API: answers each POST with the next scripted status, then 201. */
export async function startGainApi() {
  const requests: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const script: { status: number; text: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      const next = script.shift() ?? { status: 201, text: '{"received":true}' };
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gain`,
    requests,
    script,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
