import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activities, assessmentOptions, assessmentQuestions, challenges, goals, organizations, orgProgramAccess, programs, revisions, subtopics, topics, users } from '../db/schema/index';
import { fixtureContent } from '../seed/fixtures/mini-content';
import { loadCurriculum } from '../seed/curriculum';
import { registerAndLogin } from './helpers';
import { startTestServer, type TestClient, type TestServer } from './test-server';

/** Ids of the fixture curriculum (seed/fixtures/mini-content.ts) by code. */
export interface FixtureCurriculum {
  program: { id: number; clear: number; listen: number };
  sprint: { id: number; goal: number };
  /** The program's assessment: each question with its options' ids in content order. */
  assessment: { id: number; options: number[] }[];
  ids: (table: 'activities' | 'revisions' | 'challenges' | 'topics' | 'subtopics', code: string) => number;
}

/**
 * Loads the small fixture curriculum through the seed's own loader: a 14-day program with two goals and a
 * two-question assessment (fx-program), and a 10-day sprint with one goal (fx-sprint).
 */
export async function loadFixtureCurriculum(db: Database): Promise<FixtureCurriculum> {
  await db.transaction((tx) => loadCurriculum(tx, fixtureContent));
  const programRows = await db.select({ id: programs.id, code: programs.code }).from(programs).where(inArray(programs.code, ['fx-program', 'fx-sprint']));
  const goalRows = await db.select({ id: goals.id, code: goals.code }).from(goals);
  const byCode = (rows: { id: number; code: string }[], code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`fixture has no ${code}`);
    return row.id;
  };
  const programId = byCode(programRows, 'fx-program');
  const optionRows = await db
    .select({ question_id: assessmentQuestions.id, option_id: assessmentOptions.id })
    .from(assessmentQuestions)
    .innerJoin(assessmentOptions, eq(assessmentOptions.question_id, assessmentQuestions.id))
    .where(eq(assessmentQuestions.program_id, programId))
    .orderBy(asc(assessmentQuestions.position), asc(assessmentOptions.position));
  const assessment: FixtureCurriculum['assessment'] = [];
  for (const row of optionRows) {
    const last = assessment.at(-1);
    if (last?.id === row.question_id) last.options.push(row.option_id);
    else assessment.push({ id: row.question_id, options: [row.option_id] });
  }
  const content = {
    activities: await db.select({ id: activities.id, code: activities.code }).from(activities),
    revisions: await db.select({ id: revisions.id, code: revisions.code }).from(revisions),
    challenges: await db.select({ id: challenges.id, code: challenges.code }).from(challenges),
    topics: await db.select({ id: topics.id, code: topics.code }).from(topics),
    subtopics: await db.select({ id: subtopics.id, code: subtopics.code }).from(subtopics),
  };
  return {
    program: { id: programId, clear: byCode(goalRows, 'fx-goal-clear'), listen: byCode(goalRows, 'fx-goal-listen') },
    sprint: { id: byCode(programRows, 'fx-sprint'), goal: byCode(goalRows, 'fx-s-goal') },
    assessment,
    ids: (table, code) => byCode(content[table], code),
  };
}

/** Puts a user in a new organisation that gives access to `programIds` only; returns the organisation's id. */
export async function joinOrganisation(db: Database, userId: number, programIds: number[]): Promise<number> {
  const [organization] = await db.insert(organizations).values({ name: `Org of user ${userId}`, email: `owner.${userId}@example.com` }).returning({ id: organizations.id });
  if (!organization) throw new Error('organisation not written');
  if (programIds.length > 0) {
    await db.insert(orgProgramAccess).values(programIds.map((program_id) => ({ organization_id: organization.id, program_id })));
  }
  await db.update(users).set({ organization_id: organization.id }).where(eq(users.id, userId));
  return organization.id;
}

/**
 * Enrols the client's learner in the fixture program, answers its assessment (which recommends "Be clear")
 * and selects that goal: a learner following a goal since the clock's today.
 */
export async function followClearGoal(client: TestClient, fixture: FixtureCurriculum): Promise<void> {
  await client.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
  const [first, second] = fixture.assessment;
  await client.POST('/strapi-assessment/assessment-response', {
    body: {
      program_id: fixture.program.id,
      user_response_list: [
        { question_id: first!.id, component_id: first!.options[1]! },
        { question_id: second!.id, component_id: second!.options[0]! },
      ],
    },
  });
  await client.POST('/goal/select/{goal_id}', { params: { path: { goal_id: fixture.program.clear } } });
}

/**
 * A test server with the fixture curriculum loaded, for tests that move the clock by weeks: its sessions
 * outlast the 7-day idle timeout meanwhile.
 */
export async function startFixtureServer(): Promise<{ server: TestServer; fixture: FixtureCurriculum }> {
  const server = await startTestServer((config) => ({ ...config, sessionIdleSeconds: 90 * 24 * 3600 }));
  return { server, fixture: await loadFixtureCurriculum(server.database.db) };
}

/** A new learner, signed in with their token kept, following "Be clear" from the clock's now. */
export async function learnerWithClearGoal(server: TestServer, fixture: FixtureCurriculum) {
  const client = server.newClient();
  const { session } = await registerAndLogin(client);
  await followClearGoal(client, fixture);
  return { client, userId: session.id, token: session.token };
}
