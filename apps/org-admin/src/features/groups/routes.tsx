import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The members of one group (back-office §2, group users screen). */
export const groupRoutes: RouteObject[] = [placeholderRoute('/group-members', 'Group members')];
