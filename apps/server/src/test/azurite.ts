// Azurite (the Azure Storage emulator, from its npm package) on a free loopback port, for the
// storage suite's Azure Blob run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const BIN = path.join(import.meta.dirname, '../../../../node_modules/.bin/azurite-blob');
const KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=='; // Azurite's public well-known key

export async function startAzurite() {
  const location = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-azurite-'));
  const port = await freePort();
  const child = spawn(
    BIN,
    [
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      String(port),
      '--location',
      location,
      '--silent',
      '--disableTelemetry',
      '--skipApiVersionCheck',
      '--loose',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (output.includes('successfully listens')) return (clearInterval(timer), resolve());
      if (Date.now() - started > 20_000)
        return (clearInterval(timer), reject(new Error(`Azurite did not start: ${output}`)));
    }, 50);
    child.on(
      'exit',
      (code) => (clearInterval(timer), reject(new Error(`Azurite exited ${code}: ${output}`))),
    );
  });
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${KEY};BlobEndpoint=http://127.0.0.1:${port}/devstoreaccount1;`;
  return {
    connectionString,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(location, { recursive: true, force: true });
    },
  };
}
