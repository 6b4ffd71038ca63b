// A bounded map whose entries live a few seconds, for answers every request needs (what a principal
// holds at a scope). It only sees this process's writes: another server process's change reaches it
// when the entry expires, which is why the lifetime stays short.
export class ShortCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  /** After a change, nothing is stored until then: a read that began before it may carry the old state. */
  private quietUntil = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly limit = 10_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V) {
    const now = Date.now();
    if (this.ttlMs <= 0 || now < this.quietUntil) return;
    // Maps keep insertion order: the first key is the oldest.
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: now });
  }

  /**
   * Forgets everything. Called when a change is made and again once it committed; the quiet window
   * also covers a transaction that commits a little after the call.
   */
  clear() {
    this.entries.clear();
    this.quietUntil = Date.now() + Math.max(this.ttlMs, 1000);
  }
}
