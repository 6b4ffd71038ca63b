// Trees and blobs by object id, for reading a node model: git objects are content-addressed, so an
// entry can never be stale and needs no invalidation. A layer of 50 nodes walks ~1,000 paths through
// the same few trees; without this, isomorphic-git read and inflated every tree on every walk
// (~200 ms per layer, paid by every build and test run before its first statement). A new commit
// shares all unchanged trees and blobs with its parent, so the cache stays useful across edits.
// Bounded by an estimate of the bytes held; the least recently used entries go first.
import type { TreeEntry } from 'isomorphic-git';

type GitObject = readonly TreeEntry[] | string;

/** Rough bytes an entry holds: UTF-16 text, and per tree entry its strings and object overhead. */
function sizeOf(value: GitObject): number {
  if (typeof value === 'string') return 2 * value.length + 64;
  return value.reduce((bytes, e) => bytes + 2 * (e.path.length + e.oid.length) + 96, 64);
}

export class GitObjectCache {
  private readonly entries = new Map<string, { value: GitObject; bytes: number }>();
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  get<T extends GitObject>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Maps keep insertion order: moving a used entry to the end keeps the oldest first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  set(key: string, value: GitObject) {
    const bytes = sizeOf(value);
    if (bytes > this.limitBytes / 4) return; // one huge file must not empty the cache
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limitBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Bytes held (tests). */
  get size() {
    return this.bytes;
  }
}
