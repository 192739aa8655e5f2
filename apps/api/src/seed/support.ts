import { inArray } from 'drizzle-orm';
import { supportIssueTopics, supportIssueTypeTopics, supportIssueTypes } from '../db/schema/index';
import type { SeedTx } from './types';

/** Choices of the support form (docs/support-and-subscription.md, Support). */
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

/** The topics each issue type offers (docs/support-and-subscription.md); a ticket's topic must be one of them. */
export const topicsOfType: Record<string, string[]> = {
  'Technical problem': [
    'Sign-in and account',
    'Programs and goals',
    'Activities and revisions',
    'Challenges',
    'Points, streaks and leaderboard',
    'Teams and groups',
    'Other',
  ],
  Content: ['Programs and goals', 'Activities and revisions', 'Challenges', 'Other'],
  'Account and billing': ['Sign-in and account', 'Teams and groups', 'Subscription and payment', 'Other'],
  Other: issueTopics,
};

export async function loadSupportChoices(tx: SeedTx): Promise<void> {
  await tx
    .insert(supportIssueTypes)
    .values(issueTypes.map((issue_type_text) => ({ issue_type_text })))
    .onConflictDoNothing({ target: supportIssueTypes.issue_type_text });
  await tx
    .insert(supportIssueTopics)
    .values(issueTopics.map((issue_topic_text) => ({ issue_topic_text })))
    .onConflictDoNothing({ target: supportIssueTopics.issue_topic_text });
  const types = await tx.select().from(supportIssueTypes).where(inArray(supportIssueTypes.issue_type_text, issueTypes));
  const topics = await tx.select().from(supportIssueTopics).where(inArray(supportIssueTopics.issue_topic_text, issueTopics));
  const topicId = new Map(topics.map((topic) => [topic.issue_topic_text, topic.id]));
  const pairs = types.flatMap((type) =>
    (topicsOfType[type.issue_type_text] ?? []).flatMap((text) => {
      const issue_topic_id = topicId.get(text);
      return issue_topic_id === undefined ? [] : [{ issue_type_id: type.id, issue_topic_id }];
    }),
  );
  if (pairs.length > 0) await tx.insert(supportIssueTypeTopics).values(pairs).onConflictDoNothing();
}
