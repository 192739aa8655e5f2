/** Build-time settings of the org-admin app (Vite `VITE_*` variables), each with its development default. */
export const env = {
  /** Where the learner app lives: a learner who signs in here is sent there (mirrors the learner's orgAdminUrl). */
  learnerUrl: (import.meta.env.VITE_LEARNER_URL as string | undefined) ?? 'http://localhost:4200',
};
