import { FULL_ADMIN_LEVEL, GROUP_ADMIN_ROLE, LEARNER_ROLE } from '@stride/validation';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  admins,
  assessmentQuestions,
  calendarFeeds,
  challengeSteps,
  challenges,
  flashcards,
  groupMemberships,
  groups,
  notes,
  questionOptions,
  questions,
  readings,
  revisionQuestions,
  savedTips,
  tips,
  todos,
  userActivities,
  userChallengeSteps,
  userChallenges,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { hashSecret, newSecret } from '../lib/secrets';
import { solidPng } from './images';
import { followClearGoal, joinOrganisation, loadFixtureCurriculum, type FixtureCurriculum } from './curriculum';
import { TEST_PASSWORD, login, registerAndLogin, uniqueEmail } from './helpers';
import type { TestClient, TestServer } from './test-server';

/** Who calls: nobody, the learner who owns things, and four people who own none of it. */
export const principals = ['anonymous', 'learner', 'otherLearner', 'groupAdmin', 'orgAdmin', 'backOffice'] as const;
export type Principal = (typeof principals)[number];

/** The role of each principal with a learner session (the organisation admin starts at the full level). */
export const principalRoles = { learner: LEARNER_ROLE, otherLearner: LEARNER_ROLE, groupAdmin: GROUP_ADMIN_ROLE, orgAdmin: FULL_ADMIN_LEVEL } as const;

/** A signed-in session as a browser holds it: cookies and the anti-forgery token. */
export interface SessionState {
  cookies: [string, string][];
  token: string | null;
}

/**
 * The people and the things they own that the authorisation matrix and the fuzz tests call the API
 * with. `learner` owns everything named here; the others are a learner with nothing of theirs, the
 * admin of another organisation's group, that other organisation's admin, and a back-office admin.
 */
export interface SecurityWorld {
  fixture: FixtureCurriculum;
  sessions: Record<Exclude<Principal, 'anonymous'>, SessionState>;
  emails: Record<Exclude<Principal, 'anonymous'>, string>;
  learner: {
    userId: number;
    organizationId: number;
    groupId: number;
    /** The goal they follow (the fixture program's "Be clear"). */
    goalId: number;
    noteId: number;
    flashcardId: number;
    todoId: number;
    savedTipId: number;
    userChallengeId: number;
    /** The learner's response to the drill's textbox step in that take. */
    userChallengeStepId: number;
    /** The admin of the learner's team (someone else): a recipient of their review documents. */
    groupAdminEmail: string;
    /** The secret of the learner's calendar feed. */
    calendarFeedToken: string;
    /** A completed attempt of the fixture's first activity. */
    userActivityId: number;
    /** Where their profile photo is served (getUserPhoto's path). */
    photo: { user_id: number; photo_key: string };
  };
  other: { organizationId: number; groupId: number; groupAdminUserId: number };
  content: {
    activityId: number;
    revisionId: number;
    /** Right answers to the revision's first two questions (an mcq and a fill_blanks), one per response call. */
    revisionAnswers: { mcq: { questionId: number; optionId: number }; fillBlanks: { questionId: number; text: string } };
    /** The drill fx-ch-steps, open on the goal's day 1, scheduled by the learner (userChallengeId). */
    challengeId: number;
    readingStepId: number;
    readingId: number;
    tipId: number;
    /** A tip nobody saved, for the back office to delete. */
    spareTipId: number;
    /** An assessment question of the sprint (whose learners answer none), for the back office to delete. */
    spareAssessmentQuestionId: number;
  };
  /** The server clock's day when called, in UTC: every principal's time zone (confirmSubscription's start date). */
  today(): string;
}

const ADMIN_PASSWORD = 'Console#2026';

function snapshot(client: TestClient, token: string | null): SessionState {
  return { cookies: [...client.cookies], token };
}

/** A fresh client (its own cookie jar) signed in as `state`: whatever a call sets stays in that client. */
export function clientAs(server: TestServer, state: SessionState | null): TestClient {
  const client = server.newClient();
  if (state) {
    for (const [name, value] of state.cookies) client.cookies.set(name, value);
    client.setToken(state.token);
  }
  return client;
}

/** Builds the world on a server with the fixture curriculum not loaded yet. */
export async function buildSecurityWorld(server: TestServer): Promise<SecurityWorld> {
  const db = server.database.db;
  const fixture = await loadFixtureCurriculum(db);

  // The owner: in an organisation that gives access to the fixture's programs, following a goal.
  const owner = server.newClient();
  const { session: ownerSession, email: ownerEmail } = await registerAndLogin(owner, uniqueEmail('owner'));
  const ownerOrganization = await joinOrganisation(db, ownerSession.id, [fixture.program.id, fixture.sprint.id]);
  await followClearGoal(owner, fixture);

  const otherLearner = server.newClient();
  const { session: otherSession, email: otherEmail } = await registerAndLogin(otherLearner, uniqueEmail('other'));
  // The configured demo account, whose learning admin/clear-data wipes (no principal signs in as it).
  await registerAndLogin(server.newClient(), server.config.demoLearnerEmail);

  // Another organisation, with a group admin and an organisation admin (roles 2 and 3).
  const groupAdmin = server.newClient();
  const { session: groupAdminSession, email: groupAdminEmail } = await registerAndLogin(groupAdmin, uniqueEmail('group.admin'));
  const orgAdmin = server.newClient();
  const { session: orgAdminSession, email: orgAdminEmail } = await registerAndLogin(orgAdmin, uniqueEmail('org.admin'));
  const otherOrganization = await joinOrganisation(db, orgAdminSession.id, []);
  await db.update(users).set({ organization_id: otherOrganization, role_id: principalRoles.groupAdmin }).where(eq(users.id, groupAdminSession.id));
  await db.update(users).set({ role_id: principalRoles.orgAdmin }).where(eq(users.id, orgAdminSession.id));

  const ownerGroupAdmin = 'someone.else@example.com';
  const [ownerGroup] = await db
    .insert(groups)
    .values({ name: 'Owners', description: 'The owner’s team.', organization_id: ownerOrganization, group_admin_email: ownerGroupAdmin })
    .returning({ id: groups.id });
  const [otherGroup] = await db
    .insert(groups)
    .values({ name: 'Others', description: 'Another team.', organization_id: otherOrganization, group_admin_email: groupAdminEmail })
    .returning({ id: groups.id });
  await db.insert(groupMemberships).values([
    { group_id: ownerGroup!.id, email: ownerEmail, user_id: ownerSession.id, status: 'joined', joining_date: server.clock.now() },
    { group_id: otherGroup!.id, email: groupAdminEmail, user_id: groupAdminSession.id, status: 'joined', joining_date: server.clock.now() },
  ]);

  // Things only the owner has.
  // Two tips: the one everyone may save (the dashboard's saveTip row), and one only the owner saved.
  const [[tip, savedTip], [reading], [challenge]] = await Promise.all([
    db.select({ id: tips.id }).from(tips).orderBy(asc(tips.id)).limit(2),
    db.select({ id: readings.id }).from(readings).orderBy(asc(readings.id)).limit(1),
    db.select({ id: challenges.id }).from(challenges).where(eq(challenges.code, 'fx-ch-steps')),
  ]);
  const [spareTip] = await db.insert(tips).values({ tip_text: 'A tip nobody saved, for deleting.' }).returning({ id: tips.id });
  const [spareQuestion] = await db.insert(assessmentQuestions).values({ program_id: fixture.sprint.id, position: 1, stem: 'A question for deleting' }).returning({ id: assessmentQuestions.id });
  const [note] = await db.insert(notes).values({ user_id: ownerSession.id, note_title: 'Mine', note_text: 'Only mine.' }).returning({ id: notes.id });
  const [flashcard] = await db.insert(flashcards).values({ user_id: ownerSession.id, flashcard_title: 'Mine', flashcard_text: 'Only mine.' }).returning({ id: flashcards.id });
  const [todo] = await db.insert(todos).values({ user_id: ownerSession.id, todo_title: 'Mine' }).returning({ id: todos.id });
  await db.insert(savedTips).values({ user_id: ownerSession.id, tip_id: savedTip!.id });
  const [userActivity] = await db
    .insert(userActivities)
    .values({ user_id: ownerSession.id, goal_id: fixture.program.clear, activity_id: fixture.ids('activities', 'fx-act-1'), completed_at: server.clock.now() })
    .returning({ id: userActivities.id });
  const [userChallenge] = await db
    .insert(userChallenges)
    .values({
      user_id: ownerSession.id,
      goal_id: fixture.program.clear,
      challenge_id: challenge!.id,
      date: '2026-11-18',
      start_time: new Date('2026-11-18T10:00:00Z'),
      end_time: new Date('2026-11-18T10:30:00Z'),
      started: true,
    })
    .returning({ id: userChallenges.id });
  // The drill's steps: a reading step to answer (a view) and a textbox step answered already, to change.
  const drillSteps = await db
    .select({ id: challengeSteps.id, step_type: challengeSteps.step_type })
    .from(challengeSteps)
    .where(eq(challengeSteps.challenge_id, challenge!.id))
    .orderBy(asc(challengeSteps.position));
  const readingStep = drillSteps.find((step) => step.step_type === 'reading');
  const textboxStep = drillSteps.find((step) => step.step_type === 'textbox');
  if (!readingStep || !textboxStep) throw new Error('the fixture drill has no reading or textbox step');
  const calendarFeedToken = newSecret();
  const { newPhotoURL } = await server.app.profile.uploadPhoto({ id: ownerSession.id }, { filename: 'me.png', mimetype: 'image/png', buffer: solidPng() });
  await db.insert(calendarFeeds).values({ user_id: ownerSession.id, token_hash: hashSecret(calendarFeedToken) });
  const [stepResponse] = await db
    .insert(userChallengeSteps)
    .values({ user_challenge_id: userChallenge!.id, challenge_step_id: textboxStep.id, fill_in_the_blanks_response: 'My first line.' })
    .returning({ id: userChallengeSteps.id });

  const revisionKey = await db
    .select({ question_id: questions.id, type: questions.type, option_id: questionOptions.id, option_text: questionOptions.option_text })
    .from(revisionQuestions)
    .innerJoin(questions, eq(questions.id, revisionQuestions.question_id))
    .innerJoin(questionOptions, eq(questionOptions.question_id, questions.id))
    .where(and(eq(revisionQuestions.revision_id, fixture.ids('revisions', 'fx-rev-1')), eq(questionOptions.is_correct, true)))
    .orderBy(asc(revisionQuestions.position), asc(questionOptions.position));
  const mcqKey = revisionKey.find((row) => row.type === 'mcq');
  const fillKey = revisionKey.find((row) => row.type === 'fill_blanks');
  if (!mcqKey || !fillKey) throw new Error('the fixture revision has no mcq or fill_blanks question');

  // A back-office admin (their accounts are made by other admins, not by registration).
  const adminEmail = uniqueEmail('console');
  await db.insert(admins).values({ email: adminEmail, password_hash: await hashPassword(ADMIN_PASSWORD), first_name: 'Sam', last_name: 'Okafor', confirmed_at: sql`now()` });
  const backOffice = server.newClient();
  const { data: adminSession } = await backOffice.POST('/admin/login', { body: { email: adminEmail, password: ADMIN_PASSWORD } });
  backOffice.setToken(adminSession!.token);

  return {
    fixture,
    sessions: {
      learner: snapshot(owner, ownerSession.token),
      otherLearner: snapshot(otherLearner, otherSession.token),
      groupAdmin: snapshot(groupAdmin, groupAdminSession.token),
      orgAdmin: snapshot(orgAdmin, orgAdminSession.token),
      backOffice: snapshot(backOffice, adminSession!.token),
    },
    emails: { learner: ownerEmail, otherLearner: otherEmail, groupAdmin: groupAdminEmail, orgAdmin: orgAdminEmail, backOffice: adminEmail },
    learner: {
      userId: ownerSession.id,
      organizationId: ownerOrganization,
      groupId: ownerGroup!.id,
      goalId: fixture.program.clear,
      noteId: note!.id,
      flashcardId: flashcard!.id,
      todoId: todo!.id,
      savedTipId: savedTip!.id,
      userChallengeId: userChallenge!.id,
      userChallengeStepId: stepResponse!.id,
      groupAdminEmail: ownerGroupAdmin,
      calendarFeedToken,
      userActivityId: userActivity!.id,
      photo: { user_id: ownerSession.id, photo_key: newPhotoURL.split('/').pop()! },
    },
    other: { organizationId: otherOrganization, groupId: otherGroup!.id, groupAdminUserId: groupAdminSession.id },
    content: {
      activityId: fixture.ids('activities', 'fx-act-1'),
      revisionId: fixture.ids('revisions', 'fx-rev-1'),
      revisionAnswers: {
        mcq: { questionId: mcqKey.question_id, optionId: mcqKey.option_id },
        fillBlanks: { questionId: fillKey.question_id, text: fillKey.option_text },
      },
      challengeId: challenge!.id,
      readingStepId: readingStep.id,
      readingId: reading!.id,
      tipId: tip!.id,
      spareTipId: spareTip!.id,
      spareAssessmentQuestionId: spareQuestion!.id,
    },
    today: () => server.clock.now().toISOString().slice(0, 10),
  };
}

/** Signs a principal in again (a new session), e.g. after an operation that ends sessions. */
export async function renewSession(server: TestServer, world: SecurityWorld, principal: Exclude<Principal, 'anonymous'>): Promise<SessionState> {
  const client = server.newClient();
  if (principal === 'backOffice') {
    const { data } = await client.POST('/admin/login', { body: { email: world.emails.backOffice, password: ADMIN_PASSWORD } });
    client.setToken(data!.token);
    return snapshot(client, data!.token);
  }
  const session = await login(client, world.emails[principal], TEST_PASSWORD);
  return snapshot(client, session.token);
}
