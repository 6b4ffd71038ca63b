// A blob's size before its content: the server reads a node model file only after knowing it is
// within NODE_MODEL_MAX_FILE_BYTES, whoever wrote it (a push made before the limit, a git server the
// engagement names). Objects Cairn wrote itself are loose, and a loose object's header ("blob <size>")
// is in its first compressed bytes: read here without starting a process. A packed object is asked of
// git, which also reads its content (isomorphic-git would load the whole pack file into memory).
import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { NODE_MODEL_MAX_FILE_BYTES } from '@cairn/contracts';
import { HttpProblem } from '../../http/problem.js';
import { gitEnvironment } from './git-http/git-environment.js';

const run = promisify(execFile);
/** Enough compressed bytes to hold the header of any loose object. */
const HEADER_BYTES = 64;

export const fileTooLarge = (file: string, size: number, max = NODE_MODEL_MAX_FILE_BYTES) =>
  new HttpProblem(
    409,
    'Conflict',
    `${file} is ${(size / (1024 * 1024)).toFixed(1)} MB; a file of the node model may be at most ${max / (1024 * 1024)} MB. Make it smaller with git and push again.`,
    'nodeModelFileTooLarge',
  );

/** The size of a loose object from its header, or null when the object is not loose. */
async function looseSize(gitdir: string, oid: string): Promise<number | null> {
  let handle;
  try {
    handle = await fsp.open(path.join(gitdir, 'objects', oid.slice(0, 2), oid.slice(2)));
  } catch {
    return null;
  }
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    // A partial inflate: only the start of the stream is here, which holds the header.
    const start = zlib.inflateSync(buffer.subarray(0, bytesRead), {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    const header = /^[a-z]+ (\d+)\0/.exec(start.toString('latin1'));
    if (!header) throw new Error(`git object ${oid} has no header`);
    return Number(header[1]);
  } finally {
    await handle.close();
  }
}

/**
 * A blob's bytes, refused with `fileTooLarge(file)` over `max` before any of it is read. `readLoose`
 * reads an object Cairn can read in-process (loose); a packed one comes from `git cat-file`.
 */
export async function readBoundedBlob(
  gitdir: string,
  oid: string,
  file: string,
  readLoose: () => Promise<Uint8Array>,
  max = NODE_MODEL_MAX_FILE_BYTES,
): Promise<Uint8Array> {
  const loose = await looseSize(gitdir, oid);
  if (loose !== null) {
    if (loose > max) throw fileTooLarge(file, loose, max);
    return readLoose();
  }
  const env = { ...gitEnvironment(), GIT_DIR: gitdir };
  const size = Number((await run('git', ['cat-file', '-s', oid], { env })).stdout.trim());
  if (size > max) throw fileTooLarge(file, size, max);
  const { stdout } = await run('git', ['cat-file', 'blob', oid], {
    env,
    encoding: 'buffer',
    maxBuffer: max + 1,
  });
  return stdout;
}
