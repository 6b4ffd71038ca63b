// The PGlite test template without the databases no test connects to. A dumped data directory holds
// three: template1, template0 and the one PGlite opens; every test server unpacks the whole tar into
// its in-memory file system, file by file, and the two unused databases were 600 of its 1,333 files
// (each test database's start: 858 -> 651 ms of CPU, docs/testing.md).
const BLOCK = 512;

/** A NUL-terminated header field. */
function text(bytes: Uint8Array) {
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/** The entry's path (ustar: prefix + '/' + name). */
function entryPath(header: Uint8Array) {
  const name = text(header.subarray(0, 100));
  const prefix = text(header.subarray(345, 500));
  return prefix ? `${prefix}/${name}` : name;
}

/**
 * `tar` without the entries under `directories` (paths as the tar spells them, e.g. `/base/1`).
 * Only plain ustar entries are expected (PGlite's dump writes no long-name or pax headers): anything
 * else is refused rather than guessed at.
 */
export function withoutDirectories(tar: Uint8Array, directories: string[]): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const type = String.fromCharCode(header[156]!);
    if (!['0', '\0', '5'].includes(type)) throw new Error(`template tar: unexpected entry type '${type}'`);
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const path = entryPath(header).replace(/\/$/, '');
    if (!directories.some((dir) => path === dir || path.startsWith(`${dir}/`)))
      kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  const out = new Uint8Array(kept.reduce((sum, entry) => sum + entry.length, 0) + 2 * BLOCK);
  let at = 0;
  for (const entry of kept) {
    out.set(entry, at);
    at += entry.length;
  }
  return out;
}
