import { workInProgressRoute } from '@stride/app-shell';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { administratorRoutes } from '../features/administrator/routes';
import { AdministratorOutlet } from '../features/auth/components/administrator-outlet';
import { authRoutes } from '../features/auth/routes';
import { groupRoutes } from '../features/groups/routes';
import { reportRoutes } from '../features/reports/routes';
import { RootLayout } from './root-layout';

/** The org-admin route table: sign-in, the administrator screens (session and role checked), then the fallback. */
export const routes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.administrator} replace /> },
  {
    element: <RootLayout />,
    children: [
      ...authRoutes,
      { element: <AdministratorOutlet />, children: [...administratorRoutes, ...reportRoutes, ...groupRoutes] },
      workInProgressRoute(),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
