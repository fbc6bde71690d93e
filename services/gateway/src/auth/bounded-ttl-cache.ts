/**
 * A least-recently-used map whose entries also expire `ttlMs` after they were set.
 * A Map keeps insertion order, so re-inserting on read makes its first key the least
 * recently used one.
 */
export class BoundedTtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0 || this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Deletes every entry whose value `matches` (expired ones too); answers how many it deleted. */
  deleteWhere(matches: (value: V) => boolean): number {
    let deleted = 0;
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) {
        this.entries.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  get size(): number {
    return this.entries.size;
  }
}
