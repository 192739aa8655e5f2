import { readPhone } from '@stride/validation';
import { and, asc, count, countDistinct, eq, max, min, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import {
  admins,
  challengeSteps,
  goalScheduleItems,
  goals,
  groupMemberships,
  groups,
  learningDays,
  notes,
  flashcards,
  organizations,
  orgProgramAccess,
  pointsEvents,
  programEnrollments,
  programs,
  questions,
  savedTips,
  tips,
  todos,
  userChallenges,
  userGoals,
  users,
} from '../db/schema/index';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  GROUP_ADMIN_EMAIL,
  GROUP_ADMIN_PASSWORD,
  GROUP_NAMES,
  LEARNER_EMAIL,
  LEARNER_PASSWORD,
  ORG_ADMIN_EMAIL,
  ORG_ADMIN_PASSWORD,
  TEAMMATE_EMAILS,
  TEAMMATE_PASSWORD,
} from './accounts';
import { addDays, daysBetween, isWeekend, localDate } from '../lib/local-days';
import { seed, type SeedSummary } from './index';

// A Wednesday, noon in Bengaluru (the demo learners' zone); the seed's history is counted back from it.
const NOW = new Date('2026-11-18T06:30:00Z');

let handle: DatabaseHandle;
let first: SeedSummary;
let second: SeedSummary;
let contentsAfterFirst: Record<string, string>;
let contentsAfterSecond: Record<string, string>;

/** A digest of every row of every table, to show that a second run changes nothing at all. */
async function tableContents(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of Object.keys(first.counts)) {
    const result = await handle.db.execute<{ digest: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${sql.identifier(table)} t`,
    );
    digests[table] = result.rows[0]?.digest ?? '';
  }
  return digests;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  first = await seed(handle.db, NOW);
  contentsAfterFirst = await tableContents();
  second = await seed(handle.db, new Date(NOW.getTime() + 3600_000));
  contentsAfterSecond = await tableContents();
});

afterAll(async () => {
  await handle?.close();
});

/** The learning days (weekdays) before today in a time zone, most recent first. */
function weekdaysBefore(timeZone: string, count: number): string[] {
  const days: string[] = [];
  let at = new Date(`${localDate(NOW, timeZone)}T12:00:00Z`);
  while (days.length < count) {
    at = new Date(at.getTime() - 24 * 60 * 60 * 1000);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(at.toISOString().slice(0, 10));
  }
  return days;
}

describe('seed', () => {
  it('is idempotent: a second run creates nothing and changes no row', () => {
    expect(second.counts).toEqual(first.counts);
    expect(contentsAfterSecond).toEqual(contentsAfterFirst);
    expect(second.createdAccounts).toEqual([]);
    expect(first.createdAccounts).toHaveLength(9);
  });

  it('loads the whole demo curriculum', () => {
    expect(first.counts['programs']).toBe(6);
    expect(first.counts['tips']).toBe(30);
    expect(first.counts['context_cards']).toBeGreaterThan(0);
    expect(first.counts['support_issue_types']).toBe(4);
    expect(first.counts['support_issue_topics']).toBeGreaterThan(0);
  });

  it('gives every goal of every program a schedule of number_of_days days', async () => {
    const rows = await handle.db
      .select({
        program: programs.code,
        number_of_days: programs.number_of_days,
        goal: goals.code,
        days: countDistinct(goalScheduleItems.day_number),
        first: min(goalScheduleItems.day_number),
        last: max(goalScheduleItems.day_number),
      })
      .from(goals)
      .innerJoin(programs, eq(programs.id, goals.program_id))
      .leftJoin(goalScheduleItems, eq(goalScheduleItems.goal_id, goals.id))
      .groupBy(programs.code, programs.number_of_days, goals.code);
    const programsWithGoals = new Set(rows.map((row) => row.program));
    expect(programsWithGoals.size).toBe(6);
    for (const row of rows) {
      expect({ goal: row.goal, days: row.days, first: row.first, last: row.last }).toEqual({
        goal: row.goal,
        days: row.number_of_days,
        first: 1,
        last: row.number_of_days,
      });
    }
  });

  it('has all four question types and all five challenge step types', async () => {
    const questionTypes = await handle.db.selectDistinct({ type: questions.type }).from(questions);
    expect(questionTypes.map((row) => row.type).sort()).toEqual(['fill_blanks', 'flashcard', 'mcq', 'order']);
    const stepTypes = await handle.db.selectDistinct({ type: challengeSteps.step_type }).from(challengeSteps);
    expect(stepTypes.map((row) => row.type).sort()).toEqual([
      'mcq',
      'reading',
      'scale_or_rating',
      'textbox',
      'visual_flash_card',
    ]);
    const [tipCount] = await handle.db.select({ n: count() }).from(tips);
    expect(tipCount?.n).toBe(30);
  });

  it('creates the demo accounts with verifiable passwords', async () => {
    const expected: [string, string, number][] = [
      [LEARNER_EMAIL, LEARNER_PASSWORD, 1],
      [GROUP_ADMIN_EMAIL, GROUP_ADMIN_PASSWORD, 2],
      [ORG_ADMIN_EMAIL, ORG_ADMIN_PASSWORD, 3],
      ...TEAMMATE_EMAILS.map((email): [string, string, number] => [email, TEAMMATE_PASSWORD, 1]),
    ];
    for (const [email, password, role] of expected) {
      const [user] = await handle.db.select().from(users).where(eq(users.email, email));
      expect(user?.role_id, email).toBe(role);
      expect(user?.organization_id, email).not.toBeNull();
      expect(await verifyPassword(password, user?.password_hash ?? ''), email).toBe(true);
      expect(await verifyPassword('wrong password', user?.password_hash ?? ''), email).toBe(false);
    }
    const [admin] = await handle.db.select().from(admins).where(eq(admins.email, ADMIN_EMAIL));
    expect(await verifyPassword(ADMIN_PASSWORD, admin?.password_hash ?? '')).toBe(true);
  });

  it('stores every phone as the server stores a saved one: a valid number in E.164', async () => {
    const phones = [
      ...(await handle.db.select({ phone: users.phone }).from(users)),
      ...(await handle.db.select({ phone: organizations.phone }).from(organizations)),
      ...(await handle.db.select({ phone: admins.phone }).from(admins)),
    ].map(({ phone }) => phone);
    expect(phones).toContain('+918041235678');
    for (const phone of phones) expect(readPhone(phone), String(phone)).toEqual({ ok: true, phone });
  });

  it('puts the organisation in place: program access to all programs, two groups with members', async () => {
    const [learner] = await handle.db.select().from(users).where(eq(users.email, LEARNER_EMAIL));
    const [access] = await handle.db
      .select({ n: count() })
      .from(orgProgramAccess)
      .where(eq(orgProgramAccess.organization_id, learner?.organization_id ?? 0));
    expect(access?.n).toBe(6);
    const memberships = await handle.db
      .select({
        group: groups.name,
        admin: groups.group_admin_email,
        email: groupMemberships.email,
        status: groupMemberships.status,
      })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
      .orderBy(asc(groups.name), asc(groupMemberships.email));
    const learnerGroups = memberships
      .filter((m) => m.email === LEARNER_EMAIL && m.status === 'joined')
      .map((m) => m.group);
    expect(learnerGroups.sort()).toEqual([GROUP_NAMES.customerSuccess, GROUP_NAMES.operations]);
    expect(memberships.find((m) => m.group === GROUP_NAMES.operations)?.admin).toBe(GROUP_ADMIN_EMAIL);
    // Each group has at least three joined people for the leaderboard.
    for (const name of Object.values(GROUP_NAMES)) {
      expect(memberships.filter((m) => m.group === name && m.status === 'joined').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the learner a history: a completed sprint, two goals under way, points over the last 10 learning days, a 5-day streak', async () => {
    const [learner] = await handle.db.select().from(users).where(eq(users.email, LEARNER_EMAIL));
    const userId = learner?.id ?? 0;
    const recent = weekdaysBefore(learner?.time_zone ?? 'UTC', 26);

    const enrolments = await handle.db.select().from(programEnrollments).where(eq(programEnrollments.user_id, userId));
    expect(enrolments).toHaveLength(3);
    const selected = await handle.db
      .select({ goal: userGoals, program: programs.name })
      .from(userGoals)
      .innerJoin(programs, eq(programs.id, userGoals.program_id))
      .where(eq(userGoals.user_id, userId))
      .orderBy(userGoals.start_date);
    expect(selected.map((row) => row.program)).toEqual(['Run Meetings People Want to Attend', 'Effective Communication at Work', 'Giving Feedback That Lands']);
    const [done, program] = selected;
    expect(done?.goal).toMatchObject({ start_date: recent[25], completed: true });
    // Finished on its tenth day, in the afternoon in Bengaluru.
    expect(localDate(done!.goal.completed_date!, 'Asia/Kolkata')).toBe(recent[16]);
    expect(program?.goal).toMatchObject({ start_date: recent[11], completed: false });

    const days = await handle.db
      .select({ day: learningDays.day })
      .from(learningDays)
      .where(eq(learningDays.user_id, userId))
      .orderBy(sql`${learningDays.day} desc`);
    const learned = new Set(days.map((row) => row.day));
    expect(recent.slice(0, 5).every((day) => learned.has(day))).toBe(true);
    expect(learned.has(recent[5] as string)).toBe(false);

    const pointDays = await handle.db
      .selectDistinct({ day: pointsEvents.earned_on })
      .from(pointsEvents)
      .where(eq(pointsEvents.user_id, userId));
    expect(pointDays.filter((row) => recent.slice(0, 10).includes(row.day)).length).toBeGreaterThanOrEqual(7);
    expect(pointDays.every((row) => recent.slice(0, 26).includes(row.day))).toBe(true);

    const completed = await handle.db
      .select()
      .from(userChallenges)
      .where(and(eq(userChallenges.user_id, userId), eq(userChallenges.is_completed, true)));
    expect(completed.length).toBeGreaterThanOrEqual(2);

    const countFor = async (table: typeof notes | typeof flashcards | typeof todos | typeof savedTips) => {
      const [row] = await handle.db.select({ n: count() }).from(table).where(eq(table.user_id, userId));
      return row?.n;
    };
    expect(await countFor(notes)).toBe(3);
    expect(await countFor(flashcards)).toBe(2);
    expect(await countFor(todos)).toBe(3);
    expect(await countFor(savedTips)).toBe(1);
    expect(first.counts['notifications']).toBeGreaterThan(0);
  });

  it('gives teammates points, so the leaderboard has people on it', async () => {
    const totals = await handle.db
      .select({ email: users.email, points: sql<number>`sum(${pointsEvents.points})::int` })
      .from(pointsEvents)
      .innerJoin(users, eq(users.id, pointsEvents.user_id))
      .groupBy(users.email);
    expect(totals.length).toBeGreaterThanOrEqual(3);
    expect(totals.every((row) => row.points > 0)).toBe(true);
  });

  it('keeps the history recent when the demo starts again weeks later: every date moves by whole weeks', async () => {
    const [learner] = await handle.db.select().from(users).where(eq(users.email, LEARNER_EMAIL));
    const userId = learner?.id ?? 0;
    const before = await handle.db.select().from(userGoals).where(eq(userGoals.user_id, userId)).orderBy(userGoals.id);
    const daysBefore = (await handle.db.select({ day: learningDays.day }).from(learningDays).where(eq(learningDays.user_id, userId))).map((row) => row.day);

    const later = new Date(NOW.getTime() + 30 * 24 * 3600_000); // a Friday, 30 days on
    await seed(handle.db, later);

    const after = await handle.db.select().from(userGoals).where(eq(userGoals.user_id, userId)).orderBy(userGoals.id);
    expect(after.map((row) => row.start_date)).toEqual(before.map((row) => addDays(row.start_date, 28)));
    expect(after.map((row) => row.completed_date?.getTime() ?? null)).toEqual(before.map((row) => (row.completed_date ? row.completed_date.getTime() + 28 * 86_400_000 : null)));
    const daysAfter = (await handle.db.select({ day: learningDays.day }).from(learningDays).where(eq(learningDays.user_id, userId))).map((row) => row.day);
    expect(daysAfter.sort()).toEqual(daysBefore.map((day) => addDays(day, 28)).sort());
    expect(daysAfter.some(isWeekend)).toBe(false);
    const latest = daysAfter.sort().at(-1)!;
    expect(daysBetween(latest, localDate(later, 'Asia/Kolkata'))).toBeLessThan(7);

    // Started again the same week, nothing moves.
    const settled = await tableContents();
    await seed(handle.db, new Date(later.getTime() + 24 * 3600_000));
    expect(await tableContents()).toEqual(settled);
  });
});
