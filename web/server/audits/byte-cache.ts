// A least-recently-used cache bounded by bytes, for values that never change once written
// (the rows of a COMPLETED audit). Concurrent misses of one key share a single load: the value
// is read once, stored once, and counted once against the budget.
export class ByteBudgetCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>(); // Map order = recency
  private readonly loading = new Map<string, Promise<V>>();
  private used = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.used;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.value);
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then(
        (value) => {
          this.loading.delete(key);
          this.remember(key, value);
          return value;
        },
        (err) => {
          this.loading.delete(key);
          throw err;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  private remember(key: string, value: V) {
    const bytes = this.sizeOf(value);
    if (bytes > this.budgetBytes / 4) return; // one huge value would flush everything else
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }
}
