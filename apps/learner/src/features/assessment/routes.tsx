import type { RouteObject } from 'react-router';

/** The personality assessment and its result (docs/programs.md); each screen loads with its route. */
export const assessmentRoutes: RouteObject[] = [
  {
    path: '/assessment/questions/:program_id',
    lazy: async () => ({ Component: (await import('./components/assessment-questions-screen')).AssessmentQuestionsScreen }),
  },
  {
    path: '/assessment/result/:program_id',
    lazy: async () => ({ Component: (await import('./components/assessment-result-screen')).AssessmentResultScreen }),
  },
];
