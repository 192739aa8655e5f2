/**
 * The demo sign-ins that the seed creates, `npm start` prints and the end-to-end tests use: one account of
 * each kind. Development data only; production never runs the seed.
 */
export interface DemoAccount {
  label: string;
  email: string;
  password: string;
  /** The app this account signs in to. */
  app: 'learner' | 'org-admin' | 'back-office';
}

export const demoLearner = { label: 'Learner', email: 'learner@stride.example', password: 'Learner#2026', app: 'learner' } as const satisfies DemoAccount;
export const demoGroupAdmin = { label: 'Group admin', email: 'group.admin@stride.example', password: 'GroupAdmin#2026', app: 'org-admin' } as const satisfies DemoAccount;
export const demoOrgAdmin = { label: 'Organisation admin', email: 'org.admin@stride.example', password: 'OrgAdmin#2026', app: 'org-admin' } as const satisfies DemoAccount;
export const demoBackOfficeAdmin = { label: 'Back-office admin', email: 'admin@stride.example', password: 'Admin#2026', app: 'back-office' } as const satisfies DemoAccount;

export const demoAccounts: readonly DemoAccount[] = [demoLearner, demoGroupAdmin, demoOrgAdmin, demoBackOfficeAdmin];
