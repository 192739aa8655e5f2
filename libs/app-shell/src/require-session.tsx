import { isRefusal } from '@stride/api-sdk';
import { FullPageLoader } from '@stride/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { loaderQueryClient } from './loader-query-client';
import { loginPathFor } from './return-url';
import { clearSession, hasFreshSession } from './stored-session';

export interface RequireSessionProps<TData, TError, TKey extends QueryKey> {
  /** The server's session check (check-auth), as react-query options from the SDK. */
  sessionQuery: UseQueryOptions<TData, TError, TData, TKey>;
  /** Where to sign in; `return_url` is added. */
  loginPath: string;
  children: ReactNode;
}

/** The session check as asked: again and again unless the server refuses the session, and fresh for a minute. */
function sessionCheck<TData, TError, TKey extends QueryKey>(sessionQuery: UseQueryOptions<TData, TError, TData, TKey>) {
  return { ...sessionQuery, retry: (_failures: number, error: TError) => !isRefusal(error), staleTime: 60_000 };
}

/**
 * Guards a protected screen: a stored token with an unexpired expiry first (no request when it fails),
 * then the server's session check. Only the server refusing the session (4xx) clears the stored session and
 * goes to sign-in. A check that cannot reach Stride (its database restarting, the network down) or meets a
 * fault of ours is asked again, with backoff, for as long as it takes: the screen waits, the connection
 * notice says why, and nobody is signed out by an outage.
 */
export function RequireSession<TData, TError, TKey extends QueryKey>({
  sessionQuery,
  loginPath,
  children,
}: RequireSessionProps<TData, TError, TKey>) {
  const location = useLocation();
  const fresh = hasFreshSession();
  const check = useQuery({ ...sessionCheck(sessionQuery), enabled: fresh });
  // The screen is drawn at a lower priority once the check answers: React can then draw it in slices, and a
  // phone paints between them rather than blocking for the whole screen (the check arrives outside any
  // transition, so it would be drawn at once).
  const confirmed = useDeferredValue(check.isSuccess);

  // Retried until it succeeds unless refused, so an error here is always the server's refusal.
  if (!fresh || check.isError) {
    clearSession();
    return <Navigate to={loginPathFor(loginPath, location)} replace />;
  }
  if (!confirmed) return <FullPageLoader />;
  return <>{children}</>;
}

/** A layout route's element that guards every child route with RequireSession. */
export function ProtectedOutlet<TData, TError, TKey extends QueryKey>(props: Omit<RequireSessionProps<TData, TError, TKey>, 'children'>) {
  return (
    <RequireSession {...props}>
      <Outlet />
    </RequireSession>
  );
}

/**
 * The layout route that guards `children` with ProtectedOutlet. Its loader asks the session check at once,
 * beside the screen's code, rather than after that code has loaded and the guard first renders
 * (docs/performance.md, "The signed-in dashboard on a phone"); the guard then joins the call.
 */
export function protectedRoute<TData, TError, TKey extends QueryKey>(
  props: Omit<RequireSessionProps<TData, TError, TKey>, 'children'>,
  children: RouteObject[],
): RouteObject {
  return {
    element: <ProtectedOutlet {...props} />,
    loader: () => {
      const queryClient = loaderQueryClient();
      if (queryClient && hasFreshSession()) void queryClient.prefetchQuery(sessionCheck(props.sessionQuery));
      return null;
    },
    // Only the page's first load needs the head start; run again on every change of address (a tab kept as
    // ?tab), it would only make each such change wait a tick for a loader that starts nothing new.
    shouldRevalidate: () => false,
    children,
  };
}
