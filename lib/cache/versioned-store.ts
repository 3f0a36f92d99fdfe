// The one kind of store Simpul caches in: entries keyed by a string, each kept with the
// catalogue version it was computed at (see catalogue-version.ts) and an expiry time, bounded
// by count and by size, dropping the least recently used first. No imports: the custom server
// loads it outside Next's bundle (response-store.ts).
//
// Versions only grow. An entry answers a lookup at its own version only: a lookup at a newer
// version drops it (the catalogue changed since), one at an older version leaves it (the caller
// read the version before the entry was computed, and others may still use it).

export interface VersionedStoreLimits {
  maxEntries: number;
  /** The sum of `size` over the entries (e.g. body bytes); no bound when absent. */
  maxSize?: number;
  /** Larger entries are not kept: they would push everything else out. */
  maxEntrySize?: number;
}

interface Entry<V> {
  value: V;
  version: bigint;
  expiresAt: number;
  size: number;
}

export class VersionedStore<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private totalSize = 0;

  /** `onRemove` hears of every entry that leaves (replaced, stale, expired or evicted). */
  constructor(
    private readonly limits: VersionedStoreLimits,
    private readonly onRemove: (key: string, value: V) => void = () => {},
  ) {}

  /** The value stored for `key` at `version`, while it has not expired. */
  get(key: string, version: bigint): V | null {
    const entry = this.entries.get(key);
    if (!entry || entry.version > version) return null;
    if (entry.version < version || entry.expiresAt <= Date.now()) {
      this.remove(key);
      return null;
    }
    this.entries.delete(key); // re-insert: Map order is least-recently-used order
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value for `key` whatever its version (the response store's aliases look entries up so). */
  peek(key: string): V | null {
    return this.entries.get(key)?.value ?? null;
  }

  set(key: string, version: bigint, lifetimeSeconds: number, value: V, size = 0): void {
    const { maxEntries, maxSize = Number.POSITIVE_INFINITY, maxEntrySize = maxSize } = this.limits;
    if (size > maxEntrySize) return;
    this.remove(key);
    this.entries.set(key, { value, version, expiresAt: Date.now() + lifetimeSeconds * 1000, size });
    this.totalSize += size;
    while (this.entries.size > maxEntries || this.totalSize > maxSize) {
      this.remove(this.entries.keys().next().value as string);
    }
  }

  /** The sum of the entries' sizes now. */
  get size(): number {
    return this.totalSize;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
    this.onRemove(key, entry.value);
  }
}
