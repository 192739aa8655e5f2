-- Reference data: the support form's issue types and topics, and which topics each type offers
-- (docs/support-and-subscription.md). Every database has them, not only a seeded demo; db/seed/support.ts
-- writes the same rows and skips those already here.
INSERT INTO "support_issue_types" ("issue_type_text") VALUES
  ('Technical problem'), ('Content'), ('Account and billing'), ('Other')
ON CONFLICT ("issue_type_text") DO NOTHING;--> statement-breakpoint
INSERT INTO "support_issue_topics" ("issue_topic_text") VALUES
  ('Sign-in and account'), ('Programs and goals'), ('Activities and revisions'), ('Challenges'),
  ('Points, streaks and leaderboard'), ('Teams and groups'), ('Subscription and payment'), ('Other')
ON CONFLICT ("issue_topic_text") DO NOTHING;--> statement-breakpoint
INSERT INTO "support_issue_type_topics" ("issue_type_id", "issue_topic_id")
SELECT types.id, topics.id
FROM (VALUES
  ('Technical problem', 'Sign-in and account'), ('Technical problem', 'Programs and goals'),
  ('Technical problem', 'Activities and revisions'), ('Technical problem', 'Challenges'),
  ('Technical problem', 'Points, streaks and leaderboard'), ('Technical problem', 'Teams and groups'),
  ('Technical problem', 'Other'),
  ('Content', 'Programs and goals'), ('Content', 'Activities and revisions'), ('Content', 'Challenges'), ('Content', 'Other'),
  ('Account and billing', 'Sign-in and account'), ('Account and billing', 'Teams and groups'),
  ('Account and billing', 'Subscription and payment'), ('Account and billing', 'Other'),
  ('Other', 'Sign-in and account'), ('Other', 'Programs and goals'), ('Other', 'Activities and revisions'),
  ('Other', 'Challenges'), ('Other', 'Points, streaks and leaderboard'), ('Other', 'Teams and groups'),
  ('Other', 'Subscription and payment'), ('Other', 'Other')
) AS pairs (type_text, topic_text)
JOIN "support_issue_types" AS types ON types.issue_type_text = pairs.type_text
JOIN "support_issue_topics" AS topics ON topics.issue_topic_text = pairs.topic_text
ON CONFLICT DO NOTHING;
