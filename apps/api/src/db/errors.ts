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
