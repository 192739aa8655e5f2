import { workInProgressRoute } from '@stride/app-shell';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { administratorRoutes } from '../features/administrator/routes';
import { AdministratorOutlet } from '../features/auth/components/administrator-outlet';
import { authRoutes } from '../features/auth/routes';
import { groupMemberRoutes } from '../features/group-members/routes';
import { reportRoutes } from '../features/reports/routes';
import { userRoutes } from '../features/users/routes';
import { RootLayout } from './root-layout';

/** The org-admin route table: sign-in, the administrator screens (session and role checked), then the fallback. */
export const routes: RouteObject[] = [
  { path: paths.home, element: <Navigate to={paths.administrator} replace /> },
  {
    element: <RootLayout />,
    children: [
      ...authRoutes,
      { element: <AdministratorOutlet />, children: [...administratorRoutes, ...userRoutes, ...reportRoutes, ...groupMemberRoutes] },
      workInProgressRoute(),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
