// The two file targets of a delivery (docs/gain.md "Outbound"): a broker's SFTP server and an object
// storage container, both in the layout <root>/<batch>/<table>.csv + manifest.json. A reader may
// take a batch once its manifest.json is there, so the manifest is written last; on SFTP every file
// is first uploaded under a hidden temporary name and renamed into place. A failed delivery removes
// what it had put under a final name, so nothing half-delivered looks complete.
import fs from 'node:fs';
import path from 'node:path';
import type { SftpSession } from '../../../connectors/sftp-client.js';
import type { StorageDriver } from '../../../storage/drivers/driver.js';
import { batchFolderName, type BatchFiles } from './outbound-files.js';

export const MANIFEST = 'manifest.json';
/** Object storage takes the files as they are; larger than this is a refusal, not a crash. */
const MAX_OBJECT_BYTES = 50 * 1024 ** 3;

/** The batch's folder under the target's root: `<root>/<batch>` (POSIX, no leading slash on storage). */
export function batchPath(root: string, batchId: string, absolute: boolean) {
  const parts = [...root.split('/').filter(Boolean), batchFolderName(batchId)];
  return `${absolute ? '/' : ''}${parts.join('/')}`;
}

/** The files to write, tables first, the manifest last (written locally beside them). */
function ordered(files: BatchFiles) {
  fs.writeFileSync(path.join(files.dir, MANIFEST), files.manifestText);
  return [...files.manifest.tables.map((t) => t.file), MANIFEST];
}

export async function deliverToSftp(session: SftpSession, root: string, files: BatchFiles) {
  const dir = batchPath(root, files.manifest.batchId, true);
  await session.mkdirp(dir);
  const names = ordered(files);
  const temporary = (name: string) => `${dir}/.${name}.part`;
  const placed: string[] = [];
  try {
    for (const name of names) await session.upload(path.join(files.dir, name), temporary(name));
    for (const name of names) {
      await session.rename(temporary(name), `${dir}/${name}`);
      placed.push(`${dir}/${name}`);
    }
  } catch (err) {
    for (const name of names) await session.remove(temporary(name));
    if (!placed.includes(`${dir}/${MANIFEST}`)) for (const p of placed) await session.remove(p);
    throw err;
  }
  return `${names.length} files written to ${dir}`;
}

export async function deliverToStorage(driver: StorageDriver, root: string, files: BatchFiles) {
  const dir = batchPath(root, files.manifest.batchId, false);
  const names = ordered(files);
  const placed: string[] = [];
  try {
    // Each object appears whole or not at all (the drivers' promise).
    for (const name of names) {
      await driver.write(`${dir}/${name}`, fs.createReadStream(path.join(files.dir, name)), {
        maxBytes: MAX_OBJECT_BYTES,
        contentType: name === MANIFEST ? 'application/json' : 'text/csv',
      });
      placed.push(`${dir}/${name}`);
    }
  } catch (err) {
    for (const key of placed) await driver.remove(key).catch(() => undefined);
    throw err;
  }
  return `${names.length} objects written to ${dir}`;
}
