import { supportIssueTopics, supportIssueTypes } from '../schema/index';
import type { SeedTx } from './types';

/** Choices of the support form (personal-social-orgadmin §2, Support). */
export const issueTypes = ['Technical problem', 'Content', 'Account and billing', 'Other'];
export const issueTopics = [
  'Sign-in and account',
  'Programs and goals',
  'Activities and revisions',
  'Challenges',
  'Points, streaks and leaderboard',
  'Teams and groups',
  'Subscription and payment',
  'Other',
];

export async function loadSupportChoices(tx: SeedTx): Promise<void> {
  await tx
    .insert(supportIssueTypes)
    .values(issueTypes.map((issue_type_text) => ({ issue_type_text })))
    .onConflictDoNothing({ target: supportIssueTypes.issue_type_text });
  await tx
    .insert(supportIssueTopics)
    .values(issueTopics.map((issue_topic_text) => ({ issue_topic_text })))
    .onConflictDoNothing({ target: supportIssueTopics.issue_topic_text });
}
