import type { ErrorBody } from './contract';

/** Thrown for every non-2xx answer, so react-query sees failures; carries the server's code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, body: unknown) {
    const error = isErrorBody(body) ? body.error : undefined;
    super(error?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = error?.code ?? 'HttpError';
  }

  /**
   * The server's own message for a refusal the user can act on (the screens show it); for a server
   * failure (5xx) or an answer without a message, the screen's fallback text.
   */
  messageOr(fallback: string): string {
    return this.code === 'HttpError' || this.status >= 500 ? fallback : this.message;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}

/** What a screen shows for anything a call threw: the server's message when it has one to show, else `fallback`. */
export function errorMessage(thrown: unknown, fallback: string): string {
  return isApiError(thrown) ? thrown.messageOr(fallback) : fallback;
}

/** 502, 503, 504: the API, or the database behind it, did not answer; nothing about the request itself. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** How fetch says the network failed: Chromium, Firefox, Safari, Node. */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed/i;

/**
 * Whether a call failed because Stride could not be reached: the network failed (fetch throws a TypeError
 * saying so) or the answer was 502, 503 or 504. Worth trying again shortly; it says nothing about the session.
 */
export function isUnreachable(thrown: unknown): boolean {
  if (isApiError(thrown)) return UNREACHABLE_STATUSES.has(thrown.status);
  return thrown instanceof TypeError && NETWORK_FAILURE.test(thrown.message);
}

/** Whether the server refused the request itself (4xx, 401 included): asking again changes nothing. */
export function isRefusal(thrown: unknown): boolean {
  return isApiError(thrown) && thrown.status >= 400 && thrown.status < 500;
}
