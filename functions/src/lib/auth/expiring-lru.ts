/**
 * A bounded map whose entries each expire at their own instant: the least recently used entry
 * goes first when it is full (a Map keeps insertion order; a hit is re-inserted at the end).
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` until `expiresAt` (ms since the epoch); an entry already expired is not kept. */
  set(key: string, value: V, expiresAt: number): void {
    this.entries.delete(key);
    if (expiresAt <= this.now()) return;
    this.entries.set(key, { value, expiresAt });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}
