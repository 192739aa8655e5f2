/**
 * Bounds on the shape of what a client sends, and walks over it that no shape can break. A body nested
 * 20,000 levels deep used to overflow the stack of a recursive walk (a 500 before sign-in, docs/security.md,
 * "Deeply nested bodies"): nesting is now refused while the text is read, and the walks keep their own stack.
 */

/** The most levels of lists and objects a JSON body may nest; the contract's deepest body uses four. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text opens more than `max` lists and objects inside each other. One pass over the text,
 * skipping strings, before anything parses it; text that is not JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** Where a value sits in a body: property names and list indexes from the root. */
export type BodyPath = (string | number)[];

/** What `findText` found: the path of the string, and whether it is a property's name rather than a value. */
export interface FoundText {
  path: BodyPath;
  isKey: boolean;
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit | null): BodyPath => {
  const path: BodyPath = [];
  for (let at = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The first string in `value` (a property's name or a value, at any depth) that `test` matches, or null.
 * Iterative, with its own stack, so no nesting can exhaust the call stack; files (Buffers) are not text.
 */
export function findText(value: unknown, test: (text: string) => boolean): FoundText | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (test(current)) return { path: pathOf(visit), isKey: false };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index] as unknown, key: index, parent: visit });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (test(key)) return { path: [...pathOf(visit), key], isKey: true };
      for (const [key, item] of entries.reverse()) stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
