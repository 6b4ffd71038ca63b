// A PostgreSQL server that does not answer (a network partition drops the packets; here a socket
// that accepts and says nothing): opening the metadata database fails after the connect timeout as
// a database that cannot be reached, instead of waiting for the system's TCP timeout.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

let silent: net.Server;
let port = 0;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  silent = net.createServer((socket) => sockets.push(socket)); // reads the start-up message, answers nothing
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

it('fails to open a database that does not answer within the connect timeout, as unavailable', async () => {
  const started = performance.now();
  const failure = await openDatabase({
    url: `postgres://cairn@127.0.0.1:${port}/cairn`,
    connectTimeoutMs: 300,
  }).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(Error);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  // Given up at the timeout, not after the test's own 30 s.
  expect(performance.now() - started).toBeLessThan(5_000);
});
