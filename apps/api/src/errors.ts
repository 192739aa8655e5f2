/** An error whose code and message are safe to show: the error handler sends them as `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'ValidationError') => new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.', code = 'Unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this.', code = 'Forbidden') =>
  new AppError(403, code, message);
export const notFound = (message: string) => new AppError(404, 'NotFound', message);
export const conflict = (message: string, code = 'Conflict') => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(429, 'TooManyRequests', message, { 'Retry-After': String(retryAfterSeconds) });

/** How long a client is asked to wait before trying again when the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached: nothing the caller did, and worth trying again shortly (never a 401). */
export const databaseUnavailable = () =>
  new AppError(503, 'ServiceUnavailable', "Stride can't reach its database right now. Please try again in a moment.", {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
