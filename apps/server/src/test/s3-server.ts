// A local S3-compatible server (s3rver, from npm: the S3 REST API on the filesystem, multipart
// uploads included) on a free loopback port, for the storage suite's S3 run, like Azurite for Azure.
// A small proxy in front records each request's method and address, so a test can see how the
// driver talked to the bucket (s3rver gives a multipart object a plain MD5 ETag, unlike S3).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// s3rver accepts these credentials only (its documented defaults), signed as AWS would.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(buckets: string[]) {
  const { default: S3rver } = await import('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const requests: string[] = [];
  const proxy = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const forward = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    // A caller gone mid-request (a killed server) ends the forwarded one too: s3rver would otherwise
    // wait for the rest of its body for ever, and never close.
    res.on('close', () => !res.writableFinished && forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    endpoint,
    directory,
    /** `METHOD /bucket/key?query` of every request so far. */
    requests,
    /** The environment that points Cairn's S3 driver at this server. */
    env: {
      CAIRN_S3_ENDPOINT: endpoint,
      CAIRN_S3_FORCE_PATH_STYLE: 'true',
      CAIRN_S3_REGION: 'us-east-1',
      CAIRN_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      CAIRN_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      await new Promise((resolve) => proxy.close(resolve));
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
