// The S3 driver against a local S3-compatible server: a large file goes up in parts and comes back
// byte for byte, a failed upload leaves no object and no parts, reads fall back to the secondary
// bucket, and the storage configuration must name its bucket.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { startS3Server } from '../../../test/s3-server.js';
import { UploadTooLargeError } from './driver.js';
import { StorageDrivers } from './index.js';

const PRIMARY = 'cairn-primary';
const SECONDARY = 'cairn-replica';
const MB = 1024 * 1024;

/** `size` bytes of deterministic noise, in 1 MB chunks, never all in memory at once. */
function noise(size: number, seed: string) {
  let sent = 0;
  let block = 0;
  return Readable.from(
    (function* () {
      while (sent < size) {
        const chunk = crypto
          .createHash('sha512')
          .update(`${seed}:${block++}`)
          .digest()
          .toString('hex')
          .repeat(Math.ceil(MB / 128))
          .slice(0, Math.min(MB, size - sent));
        sent += chunk.length;
        yield Buffer.from(chunk);
      }
    })(),
  );
}

async function sha256(stream: Readable) {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { digest: hash.digest('hex'), size };
}

describe('AWS S3 driver', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let drivers: StorageDrivers;
  const driverFor = (configuration: object) =>
    drivers.for({ implementation: 'AwsS3Bucket', configuration: JSON.stringify(configuration) });

  beforeAll(async () => {
    s3 = await startS3Server([PRIMARY, SECONDARY]);
    drivers = new StorageDrivers(loadConfig({ CAIRN_DATA_DIR: s3.directory, ...s3.env }));
  });
  afterAll(() => s3.stop());

  it('uploads a 20 MB file in parts and reads back the same bytes', async () => {
    const driver = driverFor({ BucketName: PRIMARY });
    const { size } = await driver.write('big/payroll.csv', noise(20 * MB, 'big'), {
      maxBytes: 100 * MB,
      contentType: 'text/csv',
    });
    expect(size).toBe(20 * MB);
    const read = await driver.read('big/payroll.csv');
    expect(read.size).toBe(20 * MB);
    expect(await sha256(read.stream)).toEqual(await sha256(noise(20 * MB, 'big')));
    // In parts: 8 MB, 8 MB and 4 MB, then completed.
    const parts = s3.requests.filter((r) => r.startsWith('PUT /cairn-primary/big/payroll.csv?partNumber='));
    expect(parts).toHaveLength(3);
    expect(s3.requests.some((r) => /^POST \/cairn-primary\/big\/payroll\.csv\?uploadId=/.test(r))).toBe(true);
  });

  it('an upload past the limit fails and leaves no object and no parts behind', async () => {
    const driver = driverFor({ BucketName: PRIMARY });
    await expect(
      driver.write('big/too-large.csv', noise(30 * MB, 'large'), { maxBytes: 20 * MB }),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    await expect(driver.read('big/too-large.csv')).rejects.toThrow('AWS S3 could not read');
    // Parts went up before the limit was passed: the multipart upload was aborted.
    expect(s3.requests).toContainEqual(
      expect.stringMatching(/^DELETE \/cairn-primary\/big\/too-large\.csv\?uploadId=/),
    );
  });

  it('reads an object the primary bucket lacks from the secondary, and writes to the primary only', async () => {
    const replica = driverFor({ BucketName: SECONDARY });
    await replica.write('replicated/wages.csv', Readable.from([Buffer.from('id;amount\n1;10\n')]), {
      maxBytes: MB,
    });
    const driver = driverFor({ BucketName: PRIMARY, SecondaryBucketName: SECONDARY });
    const read = await driver.read('replicated/wages.csv');
    expect((await sha256(read.stream)).size).toBe(15);

    await driver.write('fresh.csv', Readable.from([Buffer.from('x')]), { maxBytes: MB });
    await expect(replica.read('fresh.csv')).rejects.toThrow('AWS S3 could not read');
    await driver.remove('fresh.csv');
    await expect(driverFor({ BucketName: PRIMARY }).read('fresh.csv')).rejects.toThrow();
    // Removing what is not there is not an error.
    await expect(driver.remove('fresh.csv')).resolves.toBeUndefined();
  });

  it('refuses a configuration without a bucket with a clear message', () => {
    expect(() => driverFor({ PathPrefix: 'x' })).toThrow(
      'This AWS S3 storage configuration names no bucket (BucketName).',
    );
  });
});
