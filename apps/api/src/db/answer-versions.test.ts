import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../testing/helpers';
import { startTestServer, type TestServer } from '../testing/test-server';
import { contentVersion, notifications, tips, users } from './schema/index';

/**
 * Tables that raise no version (docs/answer-cache.md), each with why: no cached answer reads them, or they are
 * derived and written only beside rows that do raise one. A new table must be added here or given a trigger
 * (migration 0014 shows both kinds), so a cached answer can never miss a change.
 */
const RAISES_NO_VERSION: Record<string, string> = {
  learner_stats: 'derived from points_events, learning_days and the goals, and written only in their transactions',
  tips_shown: 'written by every tip of the day; no cached answer reads it',
  saved_tips: 'the journal and the tip, which are not cached',
  saved_readings: 'the journal, not cached',
  notes: 'the journal, not cached',
  flashcards: 'the journal, not cached',
  todos: 'the journal, not cached',
  feedback: 'feedback, not cached',
  sessions: 'read by every request itself',
  user_identities: 'sign-in only',
  oidc_flows: 'sign-in only',
  password_reset_codes: 'sign-in only',
  sign_in_addresses: 'sign-in only',
  admins: 'back-office accounts; their calls are not cached',
  rate_limit_counters: 'rate limits',
  email_outbox: 'mail delivery',
  email_attachments: 'mail delivery',
  stored_files: 'uploaded files, served by their own address',
  program_images: 'uploaded program pictures, served by their own address (a new picture is a new key, and the program row that names it raises the version)',
  calendar_feeds: 'calendar feeds, not cached',
  organization_invitations: 'org-admin members, not cached',
  support_tickets: 'support, not cached',
  support_issue_types: 'support, not cached',
  support_issue_topics: 'support, not cached',
  support_issue_type_topics: 'support, not cached',
  education_personas: 'profile choices, not cached',
  profession_personas: 'profile choices, not cached',
  content_version: 'the version itself',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the versions of cached answers', () => {
  it('are raised by every table but those listed with their reason', async () => {
    const { rows } = await server.database.db.execute<{ table_name: string; raises: boolean }>(sql`
      select t.table_name, exists (
        select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where c.relname = t.table_name and g.tgname like '%raise%'
      ) as raises
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
    const silent = rows.filter((row) => !row.raises).map((row) => row.table_name).sort();
    expect(silent).toEqual(Object.keys(RAISES_NO_VERSION).sort());
  });

  it('move for rows really written, not for the same values written again', async () => {
    const { db } = server.database;
    const { session } = await registerAndLogin(server.newClient());
    const learnerVersion = async () => (await db.select({ version: users.data_version }).from(users).where(eq(users.id, session.id)))[0]!.version;
    const content = async () => (await db.select({ version: contentVersion.version }).from(contentVersion))[0]!.version;

    const start = await learnerVersion();
    await db.insert(notifications).values({ user_id: session.id, kind: 'enrolment', message: 'Welcome', created_at: new Date() });
    expect(await learnerVersion()).toBe(start + 1);
    await db.update(notifications).set({ message: sql`${notifications.message}` }).where(eq(notifications.user_id, session.id));
    expect(await learnerVersion()).toBe(start + 1);
    await db.update(notifications).set({ read_at: new Date() }).where(eq(notifications.user_id, session.id));
    expect(await learnerVersion()).toBe(start + 2);

    const [tip] = await db.insert(tips).values({ tip_text: 'Say the ask first.' }).returning({ id: tips.id });
    const contentStart = await content();
    await db.update(tips).set({ tip_text: sql`${tips.tip_text}` }).where(eq(tips.id, tip!.id));
    expect(await content()).toBe(contentStart);
    await db.update(tips).set({ active: false }).where(eq(tips.id, tip!.id));
    expect(await content()).toBe(contentStart + 1);
  });
});
