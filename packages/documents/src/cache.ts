/**
 * A small LRU of converted documents keyed by their markdown, holding the JSON text:
 * page bodies are immutable and read far more often than written, so the same markdown
 * comes back again and again. Every hit is parsed afresh, so callers own what they get.
 */
export class JsonCache {
  private readonly entries = new Map<string, string>();
  private size = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    const cost = key.length + value.length;
    if (cost > this.maxChars / 8) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.size -= key.length + previous.length;
    }
    this.entries.set(key, value);
    this.size += cost;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.size <= this.maxChars) break;
      this.entries.delete(oldest);
      this.size -= oldest.length + old.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }
}
