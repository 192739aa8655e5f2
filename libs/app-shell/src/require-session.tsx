import { isRefusal } from '@stride/api-sdk';
import { FullPageLoader } from '@stride/ui';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from './return-url';
import { clearSession, hasFreshSession } from './stored-session';

export interface RequireSessionProps<TData, TError, TKey extends QueryKey> {
  /** The server's session check (check-auth), as react-query options from the SDK. */
  sessionQuery: UseQueryOptions<TData, TError, TData, TKey>;
  /** Where to sign in; `return_url` is added. */
  loginPath: string;
  children: ReactNode;
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
  const check = useQuery({ ...sessionQuery, enabled: fresh, retry: (_failures, error) => !isRefusal(error), staleTime: 60_000 });

  // Retried until it succeeds unless refused, so an error here is always the server's refusal.
  if (!fresh || check.isError) {
    clearSession();
    return <Navigate to={loginPathFor(loginPath, location)} replace />;
  }
  if (!check.isSuccess) return <FullPageLoader />;
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
