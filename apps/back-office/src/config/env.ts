import { demoLearner } from '@stride/demo';

/** Build-time settings of the back office (Vite `VITE_*` variables), each with its development default. */
export const env = {
  /** The demo account whose data /admin/clear-data clears: the API's DEMO_LEARNER_EMAIL. */
  demoLearnerEmail: (import.meta.env.VITE_DEMO_LEARNER_EMAIL as string | undefined) ?? demoLearner.email,
};
