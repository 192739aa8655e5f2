import type { RouteObject } from 'react-router';

const screens = () => import('./components/journal-screens');

/** The journal and its sections (docs/journal.md), loaded with their routes. */
export const journalRoutes: RouteObject[] = [
  { path: '/journal', lazy: async () => ({ Component: (await screens()).JournalScreen }) },
  { path: '/journal/todo', lazy: async () => ({ Component: (await screens()).JournalTodoScreen }) },
  { path: '/journal/notes', lazy: async () => ({ Component: (await screens()).JournalNotesScreen }) },
  { path: '/journal/tips', lazy: async () => ({ Component: (await screens()).JournalTipsScreen }) },
  { path: '/journal/reading', lazy: async () => ({ Component: (await screens()).JournalReadingScreen }) },
];
