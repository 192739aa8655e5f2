/**
 * A map of at most `maxEntries` values that lets the least recently used go first when full; with no room
 * (0) it keeps nothing. Used for what a process keeps under versioned keys (docs/answer-cache.md).
 */
export function createLru<V>(maxEntries: number) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string | number, V>();
  return {
    get size() {
      return entries.size;
    },
    get(key: string | number): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string | number, value: V): void {
      if (maxEntries === 0) return;
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string | number);
    },
  };
}

export type Lru<V> = ReturnType<typeof createLru<V>>;
