import { protectedRoute, workInProgressRoute } from '@stride/app-shell';
import { FullPageLoader } from '@stride/ui';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { adminRoutes } from '../features/admins/routes';
import { authQueries } from '../features/auth/api';
import { authRoutes } from '../features/auth/routes';
import { curriculumRoutes } from '../features/curriculum/routes';
import { customerRoutes } from '../features/customers/routes';
import { reportRoutes } from '../features/reports/routes';
import { RootLayout } from './root-layout';

/** The back office's route table: sign-in, the admin routes (session checked), then the spec's default screen. */
export const routes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.curriculum} replace /> },
  {
    element: <RootLayout />,
    // Shown while a lazy route's code loads on the first page load.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      ...authRoutes,
      protectedRoute({ sessionQuery: authQueries.checkAuth(), loginPath: paths.login }, [...curriculumRoutes, ...customerRoutes, ...adminRoutes, ...reportRoutes]),
      workInProgressRoute(),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
