import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';
import { paths } from '../../config/paths';

/** The sign-in for users of roles 2-6 (DESIGN: which app owns which route). */
export const authRoutes: RouteObject[] = [placeholderRoute(paths.login, 'Organisation admin sign-in')];
