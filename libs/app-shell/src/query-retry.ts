import { isRefusal, isUnreachable } from '@stride/api-sdk';

/** How many more times a read is asked for after a fault of ours (a 500) before its screen shows the error. */
const FAULT_RETRIES = 3;

/**
 * Whether react-query asks again after a failed read (with its backoff: 1, 2, 4 … up to 30 seconds apart).
 * While Stride cannot be reached, always: the screens come back by themselves after a restart, and the
 * connection notice says what is going on. A fault a few times; a refusal (4xx) never.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (isUnreachable(error)) return true;
  if (isRefusal(error)) return false;
  return failureCount < FAULT_RETRIES;
}
