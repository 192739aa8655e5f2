import { RequireSession, clearSession, storedUser } from '@stride/app-shell';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { isAdministratorRole } from '@stride/validation';
import { sessionQueries } from '../../../lib/admin-role';

/** Back to sign-in, forgetting a session that is not an administrator's (no return_url: it would lead here again). */
function NotAnAdministrator() {
  clearSession();
  return <Navigate to={paths.login} replace />;
}

/** The child routes once the server has confirmed the session, if its role is still 2-6. */
function AdministratorRoleGate() {
  const session = useQuery(sessionQueries.checkAuth());
  if (session.data && !isAdministratorRole(session.data.role_id)) return <NotAnAdministrator />;
  return <Outlet />;
}

/**
 * Guards the administrator screens: a fresh session checked by the server (RequireSession), held by someone
 * of roles 2-6 (docs/org-admin-app.md). The stored role is read first so a learner's session makes no call.
 */
export function AdministratorOutlet() {
  const user = storedUser();
  if (user && !isAdministratorRole(user.role_id)) return <NotAnAdministrator />;
  return (
    <RequireSession sessionQuery={sessionQueries.checkAuth()} loginPath={paths.login}>
      <AdministratorRoleGate />
    </RequireSession>
  );
}
