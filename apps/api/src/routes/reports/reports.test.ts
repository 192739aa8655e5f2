import type { Schema } from '@stride/api-sdk';
import type { InactiveDays, ReportName, ReportVariant } from '@stride/reports/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningDays, pointsEvents, programs, userActivities, userChallenges, userGoals, userRevisions, users } from '../../db/schema/index';
import { localDate } from '../../lib/local-days';
import { reportErrors } from '../../services/reports/reports';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { followClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { databaseState, refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { TEST_PASSWORD, login, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
let sequence = 0;

const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);

interface Person {
  client: TestClient;
  email: string;
  id: number;
  zone: string;
}

/** A registered, signed-in learner with a name of their own, counting days in `zone`. */
async function person(first: string, last: string, zone = 'UTC'): Promise<Person> {
  const client = server.newClient();
  const email = uniqueEmail(first.toLowerCase());
  await client.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: first, last_name: last } });
  const { id } = await login(client, email);
  if (zone !== 'UTC') await server.database.db.update(users).set({ time_zone: zone }).where(eq(users.id, id));
  return { client, email, id, zone };
}

const setRole = (who: Person, role_id: number, organization_id?: number) =>
  server.database.db.update(users).set({ role_id, ...(organization_id === undefined ? {} : { organization_id }) }).where(eq(users.id, who.id));

/** An organisation whose owner (`owner`) is made or invited its Administrator, as organization/add does. */
const addOrganization = async (owner: string) =>
  (await admin.POST('/organization/add', { body: { name: `Reports org ${++sequence}`, country: 'india', email: owner } })).data!.id;
const addTeam = async (organization_id: number, name: string, group_admin_email: string) =>
  (await admin.POST('/group/create-group', { body: { name, description: 'A team.', organization_id, group_admin_email } })).data!.id;
const invite = (group_id: number, ...emails: string[]) => admin.POST('/group/add-user-only', { body: { group_id, user_list: emails.map((email) => ({ email })) } });
const join = (who: Person, group_id: number) => who.client.POST('/group/accept-invite/{group_id}', { params: { path: { group_id } } });

let attempt = 0;
/**
 * What the learn and challenge services write when `who` completes an item at `at`: the attempt, its points
 * event on the learner's own date, and the learning day (through the learner-stats service, which also keeps
 * the running totals).
 */
async function completed(who: Person, at: Date, item: 'activity' | 'revision' | 'challenge', points: number) {
  const goal_id = fixture.program.clear;
  await server.database.db.transaction(async (tx) => {
    const date = localDate(at, who.zone);
    const [row] =
      item === 'activity'
        ? await tx
            .insert(userActivities)
            .values({ user_id: who.id, goal_id, activity_id: fixture.ids('activities', 'fx-act-1'), attempt: ++attempt, started_at: at, completed_at: at, user_score: points })
            .returning({ id: userActivities.id })
        : item === 'revision'
          ? await tx
              .insert(userRevisions)
              .values({ user_id: who.id, goal_id, revision_id: fixture.ids('revisions', 'fx-rev-1'), attempt: ++attempt, started_at: at, completed_at: at })
              .returning({ id: userRevisions.id })
          : await tx
              .insert(userChallenges)
              .values({ user_id: who.id, goal_id, challenge_id: fixture.ids('challenges', 'fx-ch-steps'), date, started: true, is_completed: true, completed_date: at })
              .returning({ id: userChallenges.id });
    const source = item === 'activity' ? 'activity_bonus' : item;
    const sourceId = row?.id;
    if (sourceId === undefined) throw new Error('the attempt was not written');
    await tx.insert(pointsEvents).values({ user_id: who.id, goal_id, source, source_id: sourceId, points, earned_at: at, earned_on: date });
    await server.app.learnerStats.recordLearningDay(tx, { id: who.id, time_zone: who.zone }, at);
  });
}

interface ReportCall {
  days?: InactiveDays;
  organization_id?: number;
  group_id?: number;
}
const getReport = async (client: TestClient, name: ReportName, variant: ReportVariant, query: ReportCall = {}) =>
  (await client.GET('/reports/{name}/{variant}', { params: { path: { name, variant }, query } })).data!;
const rowsOf = (result: Schema<'ReportResult'>) => result.rows;
const namesIn = (result: Schema<'ReportResult'>) => result.rows.map((row) => row.name);

/*
 * The world, built on Monday 16 November 2026 and read on Wednesday 25 November at 09:00 UTC.
 * Organisation A: team Alpha (admin Gia, role 2: Gia, Lina in Kolkata, Tom in Los Angeles joined; a newcomer
 * with no account and Rex, who registered but has not joined, invited) and team Beta (Ana joined; its admin
 * Bea has no account yet; Lina invited too). Omar (its owner, role 3) and Ola belong to A without a team.
 * Organisation B: team Bravo with Bo, its owner, who learns every day and must never show in A's reports.
 */
const NOW = new Date('2026-11-25T09:00:00Z');
let orgA: number;
let orgB: number;
let alpha: number;
let beta: number;
let bravo: number;
let programName: string;
let people: Record<'gia' | 'lina' | 'tom' | 'ana' | 'omar' | 'ola' | 'rex' | 'bo' | 'stranger', Person>;
let newcomer: string;
let bea: string;

beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
  ({ client: admin } = await signedInBackOfficeAdmin(server));
  const [program] = await server.database.db.select({ name: programs.name }).from(programs).where(eq(programs.id, fixture.program.id));
  programName = program!.name;

  people = {
    gia: await person('Gia', 'Lead'),
    lina: await person('Lina', 'Rao', 'Asia/Kolkata'),
    tom: await person('Tom', 'Reyes', 'America/Los_Angeles'),
    ana: await person('Ana', 'Silva'),
    omar: await person('Omar', 'Admin'),
    ola: await person('Ola', 'Member'),
    rex: await person('Rex', 'Late'),
    bo: await person('Bo', 'Other'),
    stranger: await person('Sam', 'Stranger'),
  };
  newcomer = uniqueEmail('newcomer');
  bea = uniqueEmail('bea');

  // Each owner has an account of no organisation: made its Administrator at once, no invitation to report.
  orgA = await addOrganization(people.omar.email);
  orgB = await addOrganization(people.bo.email);
  alpha = await addTeam(orgA, 'Alpha', people.gia.email);
  beta = await addTeam(orgA, 'Beta', bea);
  bravo = await addTeam(orgB, 'Bravo', uniqueEmail('bravo.lead'));
  await invite(alpha, people.lina.email, people.tom.email);
  await invite(alpha, newcomer, people.rex.email);
  await invite(beta, people.ana.email, people.lina.email);
  await invite(bravo, people.bo.email);
  for (const [who, group] of [
    [people.gia, alpha],
    [people.lina, alpha],
    [people.tom, alpha],
    [people.ana, beta],
    [people.bo, bravo],
  ] as const) {
    await join(who, group);
  }
  await setRole(people.gia, 2);
  await setRole(people.ola, 1, orgA);

  // Lina, Tom and Bo follow the fixture program's "Be clear"; Ana only enrolled; Lina has completed it.
  for (const who of [people.lina, people.tom, people.bo]) await followClearGoal(who.client, fixture);
  await people.ana.client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
  await server.database.db
    .update(userGoals)
    .set({ completed: true, completed_date: new Date('2026-11-24T20:00:00Z') })
    .where(eq(userGoals.user_id, people.lina.id));

  // Lina (UTC+5:30): Nov 17; Nov 24 15:30; Nov 25 01:30 and 09:30 (her today).
  await completed(people.lina, new Date('2026-11-17T10:00:00Z'), 'activity', 5);
  await completed(people.lina, new Date('2026-11-24T10:00:00Z'), 'challenge', 20);
  await completed(people.lina, new Date('2026-11-24T20:00:00Z'), 'revision', 10);
  await completed(people.lina, new Date('2026-11-25T04:00:00Z'), 'activity', 15);
  // Tom (UTC-8): Friday Nov 20 10:00 and Nov 24 23:00, which is 07:00 UTC on the 25th: his yesterday.
  await completed(people.tom, new Date('2026-11-20T18:00:00Z'), 'revision', 5);
  await completed(people.tom, new Date('2026-11-25T07:00:00Z'), 'activity', 10);
  // Gia (UTC): Thursday Nov 19, six days before.
  await completed(people.gia, new Date('2026-11-19T12:00:00Z'), 'activity', 10);
  // Bo, in the other organisation, learns every day of both weeks.
  for (let day = 12; day <= 25; day += 1) await completed(people.bo, new Date(`2026-11-${day}T08:00:00Z`), 'activity', 7);

  server.clock.set(NOW);
});
afterAll(async () => {
  await server?.close();
});

const orgReport = (name: ReportName, query: Omit<ReportCall, 'organization_id'> = {}) => getReport(admin, name, 'org_admin', { ...query, organization_id: orgA });

describe('each report of an organisation, on the back-office’s organization_id', () => {
  it('unregistered-users: the pending invitations of people who are not members yet, with whether they signed up', async () => {
    const result = await orgReport('unregistered-users');
    expect(result.report).toEqual({
      reportName: 'Unregistered users',
      description: 'People invited to a team or added to the organisation who have not joined yet, and whether they have signed up.',
      viewLink: `reports/unregistered-users/org_admin?organization_id=${orgA}`,
    });
    expect(result.columns.map((column) => column.label)).toEqual(['Email', 'Team', 'Invited on', 'Signed up']);
    // Lina's invitation to Beta is left out: she is a member of the organisation already (in Alpha).
    expect(rowsOf(result)).toEqual([
      { email: bea, team: 'Beta', invited_on: '2026-11-16', signed_up: false },
      { email: newcomer, team: 'Alpha', invited_on: '2026-11-16', signed_up: false },
      { email: people.rex.email, team: 'Alpha', invited_on: '2026-11-16', signed_up: true },
    ]);
    expect(result.generated_at.slice(0, 16)).toBe('2026-11-25T09:00');
  });

  it('unstarted-users: members with no attempt at anything, the organisation’s own users included', async () => {
    const result = await orgReport('unstarted-users');
    expect(result.columns.map((column) => column.label)).toEqual(['Name', 'Email', 'Joined on', 'Enrolled in a program']);
    expect(rowsOf(result)).toEqual([
      { name: 'Ana Silva', email: people.ana.email, joined_on: '2026-11-16', enrolled: true },
      { name: 'Ola Member', email: people.ola.email, joined_on: null, enrolled: false },
      { name: 'Omar Admin', email: people.omar.email, joined_on: null, enrolled: false },
    ]);
  });

  it('inactive-users: nothing completed in the d+1 days ending on each learner’s today', async () => {
    const never = (who: Person, name: string) => ({ name, email: who.email, last_active_on: null, days_inactive: null });
    const nobody = [never(people.ana, 'Ana Silva'), never(people.ola, 'Ola Member'), never(people.omar, 'Omar Admin')];
    const gia = { name: 'Gia Lead', email: people.gia.email, last_active_on: '2026-11-19', days_inactive: 6 };
    // Tom learned late on the 24th where he is (07:00 UTC on the 25th): not today, but within the last 2 days.
    const tom = { name: 'Tom Reyes', email: people.tom.email, last_active_on: '2026-11-24', days_inactive: 1 };

    const today = await orgReport('inactive-users', { days: 0 });
    expect(today.report.viewLink).toBe(`reports/inactive-users/org_admin?days=0&organization_id=${orgA}`);
    expect(today.columns.map((column) => column.label)).toEqual(['Name', 'Email', 'Last active on', 'Days since last active']);
    expect(rowsOf(today)).toEqual([...nobody, gia, tom]);
    expect(rowsOf(await orgReport('inactive-users', { days: 1 }))).toEqual([...nobody, gia]);
    expect(rowsOf(await orgReport('inactive-users', { days: 3 }))).toEqual([...nobody, gia]);
    expect(rowsOf(await orgReport('inactive-users', { days: 7 }))).toEqual(nobody);

    // A day later Lina has not learned today either; two days later Gia's Thursday has left the 8-day window.
    server.clock.set(new Date('2026-11-26T09:00:00Z'));
    try {
      expect(namesIn(await orgReport('inactive-users', { days: 0 }))).toEqual(['Ana Silva', 'Ola Member', 'Omar Admin', 'Gia Lead', 'Tom Reyes', 'Lina Rao']);
      expect(namesIn(await orgReport('inactive-users', { days: 7 }))).toEqual(['Ana Silva', 'Ola Member', 'Omar Admin']);
      server.clock.set(new Date('2026-11-27T09:00:00Z'));
      expect(namesIn(await orgReport('inactive-users', { days: 7 }))).toEqual(['Ana Silva', 'Ola Member', 'Omar Admin', 'Gia Lead']);
    } finally {
      server.clock.set(NOW);
    }
  });

  it('basic-metrics: one row per figure', async () => {
    const result = await orgReport('basic-metrics');
    expect(result.columns).toEqual([
      { key: 'metric', label: 'Metric' },
      { key: 'value', label: 'Value' },
    ]);
    expect(Object.fromEntries(rowsOf(result).map((row) => [row.metric, row.value]))).toEqual({
      'Members joined': 6,
      'Invited, not joined yet': 3,
      'Enrolled in a program': 3,
      'Active today': 1,
      'Active in the last 7 days': 3,
      'Points earned': 75,
      'Points earned in the last 7 days': 70,
      'Activities completed in the last 7 days': 3,
      'Revisions completed in the last 7 days': 2,
      'Challenges completed in the last 7 days': 1,
      'Programs completed': 1,
    });
  });

  it('program-completion: enrolled, completed and the rounded rate per program', async () => {
    const result = await orgReport('program-completion');
    expect(result.columns.map((column) => column.label)).toEqual(['Program', 'Enrolled', 'Completed', 'Completion %']);
    expect(rowsOf(result)).toEqual([{ program: programName, enrolled: 3, completed: 1, completion_percent: 33 }]);
  });

  it('users-completed-entire-program: the learner, the program and the day they finished where they are', async () => {
    // Completed at 20:00 UTC on the 24th: the 25th in Kolkata.
    expect(rowsOf(await orgReport('users-completed-entire-program'))).toEqual([
      { name: 'Lina Rao', email: people.lina.email, program: programName, completed_on: '2026-11-25' },
    ]);
  });

  it('today- and yesterday-learning-summary: each learner’s completions and points on their own day', async () => {
    const today = await orgReport('today-learning-summary');
    expect(today.columns.map((column) => column.label)).toEqual(['Name', 'Email', 'Activities', 'Revisions', 'Challenges', 'Points']);
    expect(rowsOf(today)).toEqual([{ name: 'Lina Rao', email: people.lina.email, activities: 1, revisions: 1, challenges: 0, points: 25 }]);
    expect(rowsOf(await orgReport('yesterday-learning-summary'))).toEqual([
      { name: 'Lina Rao', email: people.lina.email, activities: 0, revisions: 0, challenges: 1, points: 20 },
      { name: 'Tom Reyes', email: people.tom.email, activities: 1, revisions: 0, challenges: 0, points: 10 },
    ]);
  });

  it('active-users-comparison: learners active on each of the last 7 days beside the same day a week before', async () => {
    const result = await orgReport('active-users-comparison');
    expect(result.columns.map((column) => column.label)).toEqual(['Day', 'This week', 'Last week', 'Change']);
    expect(rowsOf(result).map((row) => [row.day, row.this_week, row.last_week, row.change])).toEqual([
      ['Today', 1, 0, 1],
      ['Yesterday', 2, 1, 1],
      ['2 days ago', 0, 0, 0],
      ['3 days ago', 0, 0, 0],
      ['4 days ago', 0, 0, 0],
      ['5 days ago', 1, 0, 1],
      ['6 days ago', 1, 0, 1],
      ['Whole week', 3, 1, 2],
    ]);
  });

  it('read only: a report writes nothing', async () => {
    const before = await databaseState(server.database.db);
    for (const name of ['basic-metrics', 'active-users-comparison', 'unregistered-users'] as const) await orgReport(name);
    expect(await databaseState(server.database.db)).toEqual(before);
  });
});

describe('scope', () => {
  const everyReport = (days: InactiveDays = 7) =>
    [
      ['unregistered-users', {}],
      ['unstarted-users', {}],
      ['inactive-users', { days }],
      ['basic-metrics', {}],
      ['program-completion', {}],
      ['users-completed-entire-program', {}],
      ['today-learning-summary', {}],
      ['yesterday-learning-summary', {}],
      ['active-users-comparison', {}],
    ] as const;

  it('an organisation admin reads their own organisation, exactly as the back-office sees it, and never another’s', async () => {
    for (const [name, query] of everyReport(0)) {
      const own = await getReport(people.omar.client, name, 'org_admin', query);
      const backOffice = await orgReport(name, query);
      expect(own.rows, name).toEqual(backOffice.rows);
      expect(JSON.stringify(own), name).not.toContain(people.bo.email);
      // Naming their own organisation is the same report, with the id kept in its link.
      const named = await getReport(people.omar.client, name, 'org_admin', { ...query, organization_id: orgA });
      expect(named.rows, name).toEqual(own.rows);
      expect(named.report.viewLink).toContain(`organization_id=${orgA}`);
    }
    const other = await refusedUnchanged(() => getReport(people.omar.client, 'basic-metrics', 'org_admin', { organization_id: orgB }), 403);
    expect(other.message).toBe(reportErrors.ownOrganizationOnly);
    // Even one that does not exist: the answer says nothing about other ids.
    await refusedUnchanged(() => getReport(people.omar.client, 'basic-metrics', 'org_admin', { organization_id: 999_999 }), 403);
    const groups = await refusedUnchanged(() => getReport(people.omar.client, 'basic-metrics', 'group_admin'), 403);
    expect(groups.message).toBe(reportErrors.groupAdminsOnly);
  });

  it('the other organisation’s report holds only its own people', async () => {
    const unstarted = await getReport(admin, 'today-learning-summary', 'org_admin', { organization_id: orgB });
    expect(rowsOf(unstarted)).toEqual([{ name: 'Bo Other', email: people.bo.email, activities: 1, revisions: 0, challenges: 0, points: 7 }]);
    const metrics = Object.fromEntries(rowsOf(await getReport(admin, 'basic-metrics', 'org_admin', { organization_id: orgB })).map((row) => [row.metric, row.value]));
    expect(metrics).toMatchObject({ 'Members joined': 1, 'Invited, not joined yet': 1, 'Active in the last 7 days': 1, 'Points earned': 14 * 7 });
  });

  it('a group admin reads the groups they administer, or one of them, and never another group’s people', async () => {
    const gia = people.gia.client;
    expect(rowsOf(await getReport(gia, 'unregistered-users', 'group_admin')).map((row) => row.email)).toEqual([newcomer, people.rex.email]);
    expect(namesIn(await getReport(gia, 'inactive-users', 'group_admin', { days: 0 }))).toEqual(['Gia Lead', 'Tom Reyes']);
    expect(rowsOf(await getReport(gia, 'unstarted-users', 'group_admin'))).toEqual([]);
    const named = await getReport(gia, 'basic-metrics', 'group_admin', { group_id: alpha });
    expect(named.report.viewLink).toBe(`reports/basic-metrics/group_admin?group_id=${alpha}`);
    expect(named.rows[0]).toEqual({ metric: 'Members joined', value: 3 });
    for (const [name, query] of everyReport()) {
      const text = JSON.stringify(await getReport(gia, name, 'group_admin', query));
      for (const outsider of [people.ana, people.ola, people.omar, people.bo]) expect(text, `${name} leaves out ${outsider.email}`).not.toContain(outsider.email);
      expect(text).not.toContain(bea);
    }

    const beta_ = await refusedUnchanged(() => getReport(gia, 'basic-metrics', 'group_admin', { group_id: beta }), 403);
    expect(beta_.message).toBe(reportErrors.ownGroupsOnly);
    await refusedUnchanged(() => getReport(gia, 'basic-metrics', 'group_admin', { group_id: 999_999 }), 403);
    const org = await refusedUnchanged(() => getReport(gia, 'basic-metrics', 'org_admin'), 403);
    expect(org.message).toBe(reportErrors.orgAdminsOnly);
  });

  it('the back-office reads any one group: Beta has Ana, and Lina is still only invited there', async () => {
    const result = await getReport(admin, 'unregistered-users', 'group_admin', { group_id: beta });
    expect(result.report.viewLink).toBe(`reports/unregistered-users/group_admin?group_id=${beta}`);
    expect(rowsOf(result)).toEqual([
      { email: bea, team: 'Beta', invited_on: '2026-11-16', signed_up: false },
      { email: people.lina.email, team: 'Beta', invited_on: '2026-11-16', signed_up: true },
    ]);
    expect(rowsOf(await getReport(admin, 'unstarted-users', 'group_admin', { group_id: beta }))).toEqual([
      { name: 'Ana Silva', email: people.ana.email, joined_on: '2026-11-16', enrolled: true },
    ]);
  });

  it('learners (role 1) and admins of no organisation are refused', async () => {
    for (const variant of ['org_admin', 'group_admin'] as const) {
      await refusedUnchanged(() => getReport(people.lina.client, 'basic-metrics', variant), 403);
      await refusedUnchanged(() => getReport(people.stranger.client, 'basic-metrics', variant), 403);
    }
    await setRole(people.stranger, 4);
    try {
      const homeless = await refusedUnchanged(() => getReport(people.stranger.client, 'basic-metrics', 'org_admin'), 403);
      expect(homeless.message).toBe(reportErrors.noOrganization);
    } finally {
      await setRole(people.stranger, 1);
    }
    await refusedUnchanged(() => server.newClient().GET('/reports/{name}/{variant}', { params: { path: { name: 'basic-metrics', variant: 'org_admin' } } }), 401);
  });
});

describe('bad requests are refused with 400 (or 404 for an unknown organisation or group) and change nothing', () => {
  it('the day option: required for inactive-users, refused for the others, one of 0, 1, 3, 7', async () => {
    const missing = await refusedUnchanged(() => orgReport('inactive-users'), 400);
    expect(missing.message).toBe(reportErrors.daysRequired);
    const extra = await refusedUnchanged(() => orgReport('basic-metrics', { days: 3 }), 400);
    expect(extra.message).toBe(reportErrors.daysNotTaken('basic-metrics'));
    await refusedUnchanged(() => orgReport('inactive-users', { days: 2 as InactiveDays }), 400);
    // The same for learner sessions, before anything about the caller.
    await refusedUnchanged(() => getReport(people.omar.client, 'inactive-users', 'org_admin'), 400);
  });

  it('names and variants outside the catalogue', async () => {
    await refusedUnchanged(() => orgReport('everything' as ReportName), 400);
    await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'owner' as ReportVariant, { organization_id: orgA }), 400);
  });

  it('the scope parameters: required for the back-office, one kind per variant, existing', async () => {
    expect((await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'org_admin'), 400)).message).toBe(reportErrors.organizationRequired);
    expect((await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'group_admin'), 400)).message).toBe(reportErrors.groupRequired);
    expect((await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'org_admin', { organization_id: orgA, group_id: alpha }), 400)).message).toBe(
      reportErrors.groupWithOrganizationVariant,
    );
    expect((await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'group_admin', { organization_id: orgA }), 400)).message).toBe(
      reportErrors.organizationWithGroupVariant,
    );
    await refusedUnchanged(() => getReport(people.gia.client, 'basic-metrics', 'group_admin', { organization_id: orgA }), 400);
    await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'org_admin', { organization_id: 0 }), 400);
    expect((await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'org_admin', { organization_id: 999_999 }), 404)).message).toBe(
      reportErrors.unknownOrganization(999_999),
    );
    expect((await refusedUnchanged(() => getReport(admin, 'basic-metrics', 'group_admin', { group_id: 999_999 }), 404)).message).toBe(
      reportErrors.unknownGroup(999_999),
    );
  });
});

describe('a completion through the learn API', () => {
  it('shows in the day’s summary and metrics with the points the learner was given, and in yesterday’s the day after', async () => {
    server.clock.set(new Date('2026-12-07T09:00:00Z'));
    try {
      const organization = await addOrganization(uniqueEmail('gamma.owner'));
      const team = await addTeam(organization, 'Gamma', uniqueEmail('gamma.lead'));
      const kai = await person('Kai', 'Live');
      await invite(team, kai.email);
      await join(kai, team);
      await followClearGoal(kai.client, fixture);
      const scope = { organization_id: organization };
      expect(rowsOf(await getReport(admin, 'unstarted-users', 'org_admin', scope)).map((row) => row.email)).toEqual([kai.email]);
      expect(rowsOf(await getReport(admin, 'today-learning-summary', 'org_admin', scope))).toEqual([]);

      await kai.client.POST('/strapi/complete/{activity_id}', {
        params: { path: { activity_id: fixture.ids('activities', 'fx-act-1') } },
        body: { goal_id: fixture.program.clear },
      });
      const points = (await kai.client.GET('/user-data/total-points')).data!.total_points;
      const row = { name: 'Kai Live', email: kai.email, activities: 1, revisions: 0, challenges: 0, points };
      expect(rowsOf(await getReport(admin, 'today-learning-summary', 'org_admin', scope))).toEqual([row]);
      expect(rowsOf(await getReport(admin, 'unstarted-users', 'org_admin', scope))).toEqual([]);
      const metrics = Object.fromEntries(rowsOf(await getReport(admin, 'basic-metrics', 'org_admin', scope)).map((metric) => [metric.metric, metric.value]));
      expect(metrics).toMatchObject({ 'Active today': 1, 'Points earned': points, 'Activities completed in the last 7 days': 1 });
      const learnedDays = await server.database.db.select().from(learningDays).where(eq(learningDays.user_id, kai.id));
      expect(learnedDays.map((day) => day.day)).toEqual(['2026-12-07']);

      server.clock.set(new Date('2026-12-08T09:00:00Z'));
      expect(rowsOf(await getReport(admin, 'today-learning-summary', 'org_admin', scope))).toEqual([]);
      expect(rowsOf(await getReport(admin, 'yesterday-learning-summary', 'org_admin', scope))).toEqual([row]);
      expect(rowsOf(await getReport(admin, 'inactive-users', 'org_admin', { ...scope, days: 0 })).map((inactive) => inactive.email)).toEqual([kai.email]);
      expect(rowsOf(await getReport(admin, 'inactive-users', 'org_admin', { ...scope, days: 1 }))).toEqual([]);
    } finally {
      server.clock.set(NOW);
    }
  });
});

describe('people added to an organisation by email (user/org-add, user/csv-add) who have not signed up', () => {
  it('are unregistered in the organisation’s report, without a team and once each, until they sign up; a team’s report leaves them out', async () => {
    const owner = await person('Oona', 'Owner');
    const organization = await addOrganization(owner.email);
    const team = await addTeam(organization, 'Delta', owner.email);
    await join(owner, team);
    const [added, both, imported] = [uniqueEmail('added'), uniqueEmail('both'), uniqueEmail('imported')];
    await owner.client.POST('/user/org-add', { body: { user_email_list: [added, both] } });
    await owner.client.POST('/user/csv-add', { body: { user_list: [{ first_name: 'Ima', last_name: 'Ported', email: imported }] } });
    // Invited to a team of the organisation as well: one row, the team's.
    await invite(team, both);

    // Oldest first: the team invitation came last.
    const unregistered = { team: null, invited_on: '2026-11-25', signed_up: false };
    const expected = [
      { ...unregistered, email: added },
      { ...unregistered, email: imported },
      { ...unregistered, email: both, team: 'Delta' },
    ];
    // The org-admin User section lists the same people as not registered.
    const notRegistered = (await owner.client.GET('/user/org-members')).data!.filter((member) => !member.registered).map((member) => member.email);
    expect(notRegistered.sort()).toEqual([added, both, imported]);
    expect(rowsOf(await getReport(admin, 'unregistered-users', 'org_admin', { organization_id: organization }))).toEqual(expected);
    expect(rowsOf(await getReport(owner.client, 'unregistered-users', 'org_admin'))).toEqual(expected);
    const invited = async () =>
      rowsOf(await getReport(admin, 'basic-metrics', 'org_admin', { organization_id: organization })).find((row) => row.metric === 'Invited, not joined yet')?.value;
    expect(await invited()).toBe(3);
    // The team's report is about the team: only its own invitation.
    expect(rowsOf(await getReport(admin, 'unregistered-users', 'group_admin', { group_id: team }))).toEqual([{ ...unregistered, email: both, team: 'Delta' }]);

    // Signing up makes them a member of the organisation: no longer unregistered.
    await server.newClient().POST('/user/register', { body: { email: added, password: TEST_PASSWORD, first_name: 'Ada', last_name: 'Added' } });
    expect(rowsOf(await getReport(admin, 'unregistered-users', 'org_admin', { organization_id: organization }))).toEqual(expected.slice(1));
    expect(await invited()).toBe(2);
  });
});
