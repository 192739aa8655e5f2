import { Loader } from '@mantine/core';
import { isUnreachable } from '@stride/api-sdk';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import classes from './connection-notice.module.css';
import { connectionMessages } from './messages';

/** Whether some read is being tried again (or waits for the network to come back) because Stride did not answer. */
function isRetryingUnreachable(queryCache: QueryCache): boolean {
  return queryCache
    .getAll()
    .some(({ state }) => state.fetchStatus !== 'idle' && state.fetchFailureCount > 0 && isUnreachable(state.fetchFailureReason));
}

/**
 * The notice every app shows while reads are tried again because Stride (the API or its database) cannot be
 * reached: the session and the screen stay as they are, and the notice goes with the first answer. Screen
 * readers hear it come. Plain markup and a spinner already on every first page:
 * nothing to load from a network that may be the thing failing.
 */
export function ConnectionNotice() {
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache]);
  const retrying = useSyncExternalStore(
    subscribe,
    () => isRetryingUnreachable(queryCache),
    () => false,
  );
  return (
    // A live region that is always there (announced when it fills), without the status role: a screen's own
    // status message stays the one status on the page.
    <div aria-live="polite" aria-atomic="true">
      {retrying && (
        <div className={classes.notice}>
          <Loader size="xs" aria-hidden="true" />
          <span>{connectionMessages.retrying}</span>
        </div>
      )}
    </div>
  );
}
