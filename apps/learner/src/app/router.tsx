import { notFoundRoute, protectedRoute, workInProgressRoute } from '@stride/app-shell';
import { FullPageLoader } from '@stride/ui';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { assessmentRoutes } from '../features/assessment/routes';
import { authQueries } from '../features/auth/api';
import { authRoutes } from '../features/auth/routes';
import { challengeRoutes } from '../features/challenge/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { groupProtectedRoutes, groupRoutes } from '../features/group/routes';
import { infoRoutes } from '../features/info/routes';
import { journalRoutes } from '../features/journal/routes';
import { activityRoutes, revisionRoutes } from '../features/learn/routes';
import { profileRoutes } from '../features/profile/routes';
import { programRoutes } from '../features/programs/routes';
import { subscriptionProtectedRoutes, subscriptionRoutes } from '../features/subscription/routes';
import { supportRoutes } from '../features/support/routes';
import { teamRoutes } from '../features/team/routes';
import { RootLayout, preloadTopBar } from './root-layout';

/** The learner app's route table: public routes, protected routes (session checked), then the fallbacks. */
export const routes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.dashboard} replace /> },
  {
    element: <RootLayout />,
    loader: preloadTopBar,
    shouldRevalidate: () => false,
    HydrateFallback: FullPageLoader,
    children: [
      ...authRoutes,
      ...infoRoutes,
      ...subscriptionRoutes,
      ...groupRoutes,
      protectedRoute({ sessionQuery: authQueries.checkAuth(), loginPath: paths.login }, [
        ...dashboardRoutes,
        ...programRoutes,
        ...assessmentRoutes,
        ...activityRoutes,
        ...revisionRoutes,
        ...challengeRoutes,
        ...journalRoutes,
        ...profileRoutes,
        ...teamRoutes,
        ...groupProtectedRoutes,
        ...supportRoutes,
        ...subscriptionProtectedRoutes,
      ]),
      notFoundRoute('/user/*', paths.dashboard),
      workInProgressRoute(),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
