/**
 * Coalesces lookups by key made in the same turn of the event loop into one call of `load` (at most
 * `maxBatch` keys each): under load, many requests arrive together and each needs one row, and one statement
 * for all of them costs the driver and the database a fraction of one statement each (docs/performance.md).
 * A lone lookup waits only for the end of the current turn.
 */
export function createBatchLoader<K, V>(load: (keys: K[]) => Promise<ReadonlyMap<K, V>>, maxBatch: number) {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending = new Map<K, Waiter[]>();
  let scheduled = false;

  async function run(batch: Map<K, Waiter[]>): Promise<void> {
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function flush(): void {
    scheduled = false;
    const all = pending;
    pending = new Map();
    let batch = new Map<K, Waiter[]>();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size === maxBatch) {
        void run(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void run(batch);
  }

  return {
    /** The value of `key`, or undefined when `load` found none. */
    load(key: K): Promise<V | undefined> {
      return new Promise<V | undefined>((resolve, reject) => {
        const waiters = pending.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          // After the I/O callbacks of this turn: every request read in it has asked by then.
          setImmediate(flush);
        }
      });
    },
  };
}
