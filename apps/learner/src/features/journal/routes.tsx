import type { RouteObject } from 'react-router';
import { placeholderRoute } from '@stride/app-shell';

/** The journal and its sections (personal-social-orgadmin §2). */
export const journalRoutes: RouteObject[] = [
  placeholderRoute('/journal', 'Journal'),
  placeholderRoute('/journal/todo', 'Journal: to-dos'),
  placeholderRoute('/journal/notes', 'Journal: notes'),
  placeholderRoute('/journal/tips', 'Journal: saved tips'),
  placeholderRoute('/journal/reading', 'Journal: saved readings'),
];
