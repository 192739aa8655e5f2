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

/** A teammate of the demo learner on her tenth day of learning: the dashboard asks her for feedback. */
export const demoTeammateOnDayTen = { email: 'sneha.pillai@stride.example', password: 'Teammate#2026' } as const;

/**
 * A person at the development identity provider that `npm start` runs for "Sign in with Stride ID": what
 * its ID token says about them. Its login form takes the email (any password).
 */
export interface DemoIdentity {
  label: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/** Has no Stride account yet: the first social sign-in creates one. */
export const demoSocialLearner = {
  label: 'New learner',
  email: 'social.learner@stride.example',
  email_verified: true,
  given_name: 'Sam',
  family_name: 'Carter',
} as const satisfies DemoIdentity;
/** The demo learner's email, verified: signs into that same password account. */
export const demoLinkedLearner = {
  label: 'Existing learner',
  email: demoLearner.email,
  email_verified: true,
  given_name: 'Asha',
  family_name: 'Raman',
} as const satisfies DemoIdentity;
/** An email the provider has not verified: Stride refuses to create or link an account with it. */
export const demoUnverifiedIdentity = {
  label: 'Unverified email',
  email: 'unverified@stride.example',
  email_verified: false,
  given_name: 'Uma',
  family_name: 'Verma',
} as const satisfies DemoIdentity;

export const demoIdentities: readonly DemoIdentity[] = [demoSocialLearner, demoLinkedLearner, demoUnverifiedIdentity];
