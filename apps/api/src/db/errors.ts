/**
 * PostgreSQL's SQLSTATE of a failed statement (e.g. 23503 foreign_key_violation), however the driver and
 * Drizzle wrap the error: Drizzle puts the driver's error in `cause`, PGlite and node-postgres both set `code`.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = 'cause' in current ? current.cause : undefined) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/** A row still referenced by a restricting foreign key could not be deleted (or a reference points nowhere). */
export const isForeignKeyViolation = (error: unknown): boolean => databaseErrorCode(error) === '23503';

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';

// SQLSTATEs of a server that is going away or not there yet: connection exceptions (class 08), an
// administrator's or a crash's shutdown, "the database system is starting up", too many connections.
const UNREACHABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
// The socket errors of a server that cannot be reached, and what node-postgres says when it loses one.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;

/**
 * Whether a failure is the database being unreachable (down, restarting, the network between cut) rather
 * than a statement that failed: the request may well succeed in a moment, and the caller hears 503.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = 'cause' in current ? current.cause : undefined) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || UNREACHABLE_CODES.has(code))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnreachable)) return true;
    if (current instanceof Error && UNREACHABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
