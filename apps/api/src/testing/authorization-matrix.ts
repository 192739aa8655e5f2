import { demoLearner } from '@stride/demo';
import type { OrganisationPermission } from '@stride/validation';
import { minimalDocx } from './docx';
import { solidPng } from './images';
import { uniqueEmail } from './helpers';
import type { Principal, SecurityWorld } from './security-world';

/**
 * Who may call what: one row per operation of openapi.yaml, saying what each principal gets when it calls
 * the operation with the ids of things the learner owns (docs/security.md, "Authorisation matrix").
 * authorization.test.ts holds the server to it. An operation not built yet keeps its row: the statuses are
 * what it must answer once built; until then the test checks that the 401s hold before its 501.
 *
 * Principals: anonymous; learner (role 1; owns a goal, notes, a team membership… in organisation O1);
 * otherLearner (role 1, no organisation, owns nothing of the learner's); groupAdmin (role 2, admin of a
 * group in organisation O2); orgAdmin (role 3 in O2); backOffice (a back-office admin).
 *
 * Rows run in this order, so the changes the learner's own calls make do not spoil later rows; calls that
 * end the caller's session or the learner's goal come last.
 */

export type Expected = Record<Principal, number>;

/** Path, query and body values that replace the contract's example ones (ids of the learner's things). */
export interface RequestValues {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

export interface MatrixRow {
  expect: Expected;
  request?: (world: SecurityWorld) => RequestValues;
  /** The call ends the caller's session: each principal calls it with a session of its own, made for it. */
  endsSession?: true;
}

/** A public operation: the same answer whoever calls. */
const everyone = (status: number): Expected => ({ anonymous: status, learner: status, otherLearner: status, groupAdmin: status, orgAdmin: status, backOffice: status });
/** Any signed-in learner, each about their own data (roles 1-6 are all learners). */
const anyLearner = (status = 200): Expected => ({ anonymous: 401, learner: status, otherLearner: status, groupAdmin: status, orgAdmin: status, backOffice: 401 });
/** Something the learner owns: everyone else is refused. */
const ownerOnly = (status = 200, refused = 404): Expected => ({ anonymous: 401, learner: status, otherLearner: refused, groupAdmin: refused, orgAdmin: refused, backOffice: 401 });
/** Back-office admins only. */
const backOffice = (status = 200): Expected => ({ anonymous: 401, learner: 401, otherLearner: 401, groupAdmin: 401, orgAdmin: 401, backOffice: status });
/** Organisation admins (roles 3-6) about their own organisation. */
const ownOrganisation = (status = 200): Expected => ({ anonymous: 401, learner: 403, otherLearner: 403, groupAdmin: 403, orgAdmin: status, backOffice: 401 });
/** The learner's organisation or group, which none of the principals administers; back-office admins may. */
const ownersAdminsOrBackOffice = (status = 200, learnerSessions = 403): Expected => ({
  anonymous: 401,
  learner: learnerSessions,
  otherLearner: learnerSessions,
  groupAdmin: learnerSessions,
  orgAdmin: learnerSessions,
  backOffice: status,
});

const goal = (world: SecurityWorld) => world.learner.goalId;
const subscriptionTerms = (today: string) => {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 365);
  return { number_of_user: 1, subscription_type: 2, subscription_start_date: today, subscription_end_date: end.toISOString().slice(0, 10) };
};
const activity = (world: SecurityWorld) => world.content.activityId;
const csvMembers = ['csv.member.one@example.com', 'csv.member.two@example.com'] as const;
const invitedAdmin = 'matrix.invited.admin@example.com';

export const authorizationMatrix: Record<string, MatrixRow> = {
  // ---- System and accounts -------------------------------------------------------------------------------
  getHealth: { expect: everyone(200) },
  getReadiness: { expect: everyone(200) },
  getDevOutbox: { expect: everyone(200) },
  login: { expect: everyone(200), request: (world) => ({ body: { email: world.emails.otherLearner, password: 'Sunrise#2026' } }) },
  register: { expect: everyone(201), request: () => ({ body: { email: uniqueEmail('matrix'), password: 'Sunrise#2026', first_name: 'Ada', last_name: 'Lovelace' } }) },
  forgotPassword: { expect: everyone(200), request: () => ({ body: { email: uniqueEmail('forgot') } }) },
  resetPassword: { expect: everyone(400) }, // a code that was never sent: refused for everyone alike
  getSocialSignInProvider: { expect: everyone(200) },
  // The matrix's server has no identity provider: social sign-in answers that it is off, for everyone.
  startSocialSignIn: { expect: everyone(404) },
  exchangeIdToken: { expect: everyone(404) },
  addUserByProvider: { expect: everyone(404) },
  checkAuth: { expect: anyLearner() },
  getUserDetails: { expect: anyLearner() },
  checkRegistered: { expect: everyone(200) },
  adminLogin: { expect: everyone(200), request: (world) => ({ body: { email: world.emails.backOffice, password: 'Console#2026' } }) },
  adminCheckAuth: { expect: backOffice() },

  // ---- Programs, goals and the assessment ----------------------------------------------------------------
  getEnrolledPrograms: { expect: anyLearner() },
  getProgramsByUserRole: { expect: anyLearner() },
  getOrgProgramAccess: {
    expect: { ...ownerOnly(200, 403) },
    request: (world) => ({ path: { orgId: world.learner.organizationId } }),
  },
  // The sprint is in the learner's catalogue and in that of a learner without an organisation, not in O2's.
  enrollInProgram: {
    expect: { anonymous: 401, learner: 200, otherLearner: 200, groupAdmin: 403, orgAdmin: 403, backOffice: 401 },
    request: (world) => ({ path: { programId: world.fixture.sprint.id } }),
  },
  getEnrolledGoals: { expect: anyLearner() },
  getProgramGoals: {
    expect: { anonymous: 401, learner: 200, otherLearner: 200, groupAdmin: 403, orgAdmin: 403, backOffice: 401 },
    request: (world) => ({ path: { program_id: world.fixture.program.id } }),
  },
  getAssessmentQuestions: { expect: ownerOnly(200, 403), request: (world) => ({ path: { program_id: world.fixture.program.id } }) },
  getAssessmentResponses: { expect: anyLearner(), request: (world) => ({ path: { program_id: world.fixture.program.id } }) },
  getUserAssessmentResponses: { expect: anyLearner(), request: (world) => ({ path: { programId: world.fixture.program.id } }) },
  // The learner answered already: a second POST is a conflict, PATCH changes the answers.
  postAssessmentResponses: { expect: ownerOnly(409, 403), request: (world) => ({ body: assessmentAnswers(world) }) },
  updateAssessmentResponses: { expect: ownerOnly(200, 403), request: (world) => ({ body: assessmentAnswers(world) }) },
  getAssessmentResult: { expect: ownerOnly(200, 403), request: (world) => ({ path: { program_id: world.fixture.program.id } }) },
  selectGoal: { expect: ownerOnly(200, 403), request: (world) => ({ path: { goal_id: goal(world) } }) },
  pauseGoal: { expect: ownerOnly(), request: (world) => ({ path: { goalId: goal(world) } }) },
  resumeGoal: { expect: ownerOnly(), request: (world) => ({ path: { goalId: goal(world) } }) },
  getUserGoalSchedule: { expect: ownerOnly(), request: (world) => ({ path: { goal_id: goal(world) } }) },

  // ---- Dashboard -------------------------------------------------------------------------------------------
  welcomeBack: { expect: anyLearner() },
  getActivityDayList: { expect: anyLearner(), request: () => ({ path: { dayAdjust: 0 } }) },
  getChallengeDayList: { expect: anyLearner(), request: () => ({ path: { dayAdjust: 0 } }) },
  getContextCards: { expect: anyLearner(), request: () => ({ path: { dayAdjust: 0 } }) },
  getWeekPoints: { expect: anyLearner() },
  getTotalPoints: { expect: anyLearner() },
  getStreak: { expect: anyLearner() },
  getUserStats: { expect: anyLearner() },
  getRandomTip: { expect: anyLearner() },
  saveTip: { expect: anyLearner(), request: (world) => ({ path: { tip_id: world.content.tipId } }) },
  getUserFeedback: { expect: anyLearner() },
  postFeedback: { expect: anyLearner() },
  getInAppNotifications: { expect: anyLearner() },

  // ---- Learn players: a goal the learner follows (others 403); back-office admins preview questions -------
  getActivityQuestions: {
    expect: { ...ownerOnly(200, 403), backOffice: 200 },
    // goal_id is text here: the back-office preview sends "null".
    request: (world) => ({ path: { goal_id: String(goal(world)), activity_id: activity(world) } }),
  },
  getActivityUserResponses: { expect: ownerOnly(200, 403), request: (world) => ({ query: { activity_id: activity(world), goal_id: goal(world) } }) },
  // The learner completed fx-act-1 already, so the answer goes to the revision (the call takes either).
  postQuestionResponse: {
    expect: ownerOnly(200, 403),
    request: ({ learner, content }) => ({
      body: {
        type: 'mcq',
        answer: content.revisionAnswers.mcq.optionId,
        goal_id: learner.goalId,
        activity_id: undefined, // the contract's example names an activity: exactly one of the two is sent
        revision_id: content.revisionId,
        question_id: content.revisionAnswers.mcq.questionId,
      },
    }),
  },
  completeActivity: { expect: ownerOnly(200, 403), request: (world) => ({ path: { activity_id: activity(world) }, body: { goal_id: goal(world) } }) },
  postActivityFeedback: { expect: ownerOnly(200, 403), request: (world) => ({ body: { user_activity_id: world.learner.userActivityId } }) },
  getRevisionQuestions: { expect: ownerOnly(200, 403), request: (world) => ({ path: { goal_id: goal(world), revision_id: world.content.revisionId } }) },
  postRevisionResponse: {
    expect: ownerOnly(200, 403),
    request: ({ learner, content }) => ({
      body: {
        type: 'fill_blanks',
        answer: content.revisionAnswers.fillBlanks.text,
        goal_id: learner.goalId,
        revision_id: content.revisionId,
        question_id: content.revisionAnswers.fillBlanks.questionId,
      },
    }),
  },
  completeRevision: { expect: ownerOnly(200, 403), request: (world) => ({ path: { revision_id: world.content.revisionId }, body: { goal_id: goal(world) } }) },
  getRevisionUserResponses: { expect: ownerOnly(200, 403), request: (world) => ({ query: { revision_id: world.content.revisionId, goal_id: goal(world) } }) },

  // ---- Challenges -------------------------------------------------------------------------------------------
  getChallenge: { expect: ownerOnly(200, 403), request: (world) => ({ path: { goal_id: goal(world), challenge_id: world.content.challengeId } }) },
  getUserChallenge: { expect: ownerOnly(200, 403), request: (world) => ({ path: { goal_id: goal(world), id: world.content.challengeId } }) },
  getUserChallengeRecord: { expect: ownerOnly(), request: (world) => ({ path: { user_challenge_id: world.learner.userChallengeId } }) },
  getActiveChallenge: { expect: anyLearner(), request: (world) => ({ path: { challenge_id: world.content.challengeId } }) },
  getScheduledChallenges: { expect: anyLearner() },
  scheduleChallenge: {
    expect: ownerOnly(200, 403),
    request: (world) => ({
      path: { challenge_id: world.content.challengeId },
      body: { goal_id: goal(world), date: '2026-11-17', start_time: '2026-11-17T10:00:00.000Z', end_time: '2026-11-17T10:30:00.000Z' },
    }),
  },
  postUserChallengeStep: { expect: ownerOnly(200, 403), request: (world) => ({ body: { goal_id: goal(world), challenge_step_id: world.content.readingStepId } }) },
  // A step response of someone else is not found, as another learner's take is.
  updateUserChallengeStep: {
    expect: ownerOnly(200, 404),
    request: (world) => ({ body: { goal_id: goal(world), user_challenge_step_id: world.learner.userChallengeStepId, fill_in_the_blanks_response: 'A better line.' } }),
  },
  getChallengeReview: { expect: ownerOnly(200, 403), request: (world) => ({ path: { goal_id: goal(world), challenge_id: world.content.challengeId } }) },
  // Completes the take, so after the rows that answer its steps.
  respondToChallenge: {
    expect: ownerOnly(200, 403),
    request: (world) => ({ path: { challenge_id: world.content.challengeId }, body: { id: world.learner.userChallengeId, goal_id: goal(world) } }),
  },
  // The feed's secret is the credential: whoever has it reads the feed, signed in or not.
  getCalendarFeedEvents: { expect: everyone(200), request: (world) => ({ path: { token: world.learner.calendarFeedToken } }) },
  getChallengeCalendarEvent: { expect: ownerOnly(), request: (world) => ({ path: { user_challenge_id: world.learner.userChallengeId } }) },
  getCalendarFeed: { expect: anyLearner() },
  createCalendarFeed: { expect: anyLearner() },
  revokeCalendarFeed: { expect: anyLearner() },
  getGroupAdminEmailsByUser: { expect: anyLearner() },
  // Sent to the admin of the learner's team; other learners follow no such goal (403) and have no such admin.
  sendChallengeDoc: {
    expect: ownerOnly(200, 403),
    request: (world) => ({ body: { document: minimalDocx(), user_email: [world.learner.groupAdminEmail], challenge_name: 'Rewrite an email', goal_id: goal(world) } }),
  },

  // ---- Journal --------------------------------------------------------------------------------------------
  addNote: { expect: anyLearner() },
  getNotes: { expect: anyLearner() },
  removeNote: { expect: ownerOnly(), request: (world) => ({ path: { id: world.learner.noteId } }) },
  addFlashcard: { expect: anyLearner() },
  getFlashcards: { expect: anyLearner() },
  getDueFlashcards: { expect: anyLearner() },
  // Before removeFlashcard, which deletes the learner's card.
  reviewFlashcard: { expect: ownerOnly(), request: (world) => ({ path: { id: world.learner.flashcardId }, body: { grade: 'good' } }) },
  removeFlashcard: { expect: ownerOnly(), request: (world) => ({ path: { id: world.learner.flashcardId } }) },
  getTodos: { expect: anyLearner() },
  addTodo: { expect: anyLearner() },
  completeTodo: { expect: ownerOnly(), request: (world) => ({ path: { id: world.learner.todoId } }) },
  getSavedTips: { expect: anyLearner() },
  unsaveTip: { expect: ownerOnly(), request: (world) => ({ path: { id: world.learner.savedTipId } }) },
  saveReading: { expect: anyLearner(), request: (world) => ({ path: { reading_id: world.content.readingId } }) },
  getSavedReadings: { expect: anyLearner() },
  getCompletedChallenges: { expect: anyLearner() },

  // ---- Profile ------------------------------------------------------------------------------------------
  getNotificationPreferences: { expect: anyLearner() },
  updateNotificationPreferences: { expect: anyLearner() },
  getEducationPersona: { expect: anyLearner() },
  getProfessionPersona: { expect: anyLearner() },
  updateUser: { expect: anyLearner() },
  updateEducationPersona: { expect: anyLearner() },
  updateProfessionPersona: { expect: anyLearner() },
  getAchievements: { expect: anyLearner() },
  // The address is the credential, like the calendar feed's: whoever has it gets the photo.
  getUserPhoto: { expect: everyone(200), request: (world) => ({ path: world.learner.photo }) },
  // Each caller replaces their own photo; the learner's is the same picture, so its address stays.
  uploadUserPhoto: { expect: anyLearner(), request: () => ({ body: { photo: solidPng() } }) },

  // ---- Teams, support, search ----------------------------------------------------------------------------
  getJoinedGroups: { expect: anyLearner() },
  getGroupUserData: { expect: ownerOnly(200, 403), request: (world) => ({ path: { group_id: world.learner.groupId } }) },
  getGroupLeaderboard: { expect: anyLearner() },
  // The learner is already in the group; nobody else was invited to it.
  // The learner joined already (409); the others have no invitation to it (404).
  acceptGroupInvite: { expect: ownerOnly(409, 404), request: (world) => ({ path: { group_id: world.learner.groupId } }) },
  getGroupUserStatus: { expect: ownersAdminsOrBackOffice(), request: (world) => ({ path: { group_id: world.learner.groupId } }) },
  getPendingInvites: { expect: anyLearner() },
  addGroupUsers: { expect: ownersAdminsOrBackOffice(), request: (world) => ({ body: { group_id: world.learner.groupId } }) },
  resendGroupInvite: { expect: { ...ownersAdminsOrBackOffice(), backOffice: 401 }, request: (world) => ({ body: { group_id: world.learner.groupId } }) },
  removeGroupUser: { expect: { ...ownersAdminsOrBackOffice(), backOffice: 401 }, request: (world) => ({ body: { group_id: world.learner.groupId } }) },
  createTeam: { expect: anyLearner() },
  getIssueList: { expect: anyLearner() },
  createSupportTicket: { expect: anyLearner() },
  // The plan offered (1 user, annual) from today for 365 days: the server refuses other terms with 400.
  confirmSubscription: { expect: anyLearner(), request: (world) => ({ body: subscriptionTerms(world.today()) }) },
  searchCompletedActivities: { expect: anyLearner(), request: () => ({ path: { term: 'clear' } }) },

  // ---- Organisation administrators (roles 3-6, their own organisation; role 2 their own groups) -----------
  // O2's own details and groups: only its organisation admin; its group admin (role 2) does not manage them.
  getOrganizationDetails: { expect: ownOrganisation() },
  updateOrganizationDetails: {
    expect: ownOrganisation(),
    request: () => ({ body: { name: 'Matrix Other Organisation', address: '1 Main Street', country: 'india', phone: null, gst_number: null } }),
  },
  createOrgGroup: { expect: ownOrganisation(), request: () => ({ body: { name: 'Matrix org group', description: 'Made by the matrix.', group_admin_email: uniqueEmail('matrix.lead') } }) },
  updateGroup: { expect: ownersAdminsOrBackOffice(), request: (world) => ({ body: { id: world.learner.groupId } }) },
  getOrgGroups: { expect: ownersAdminsOrBackOffice(), request: (world) => ({ query: { organization_id: world.learner.organizationId } }) },
  // The groups the learner administers: only they (role 2-6) or a back-office admin may ask; the learner is role 1.
  getAdminGroups: { expect: ownersAdminsOrBackOffice(), request: (world) => ({ path: { id: world.learner.userId } }) },
  getOrgMembers: { expect: ownOrganisation() },
  addOrgMembers: { expect: ownOrganisation(), request: () => ({ body: { user_email_list: [uniqueEmail('matrix.member')] } }) },
  addOrgMembersFromCsv: {
    expect: ownOrganisation(),
    request: () => ({ body: { user_list: [{ first_name: 'Csv', last_name: 'Member', email: uniqueEmail('matrix.csv') }] } }),
  },
  // The learner is not a member of O2, whose admin asks: 404, as for any stranger's email.
  getMemberGroups: { expect: { ...ownOrganisation(404) }, request: (world) => ({ path: { email: world.emails.learner } }) },
  getMemberEnrolledPrograms: { expect: { ...ownOrganisation(404) }, request: (world) => ({ path: { email: world.emails.learner } }) },
  // O2's organisation report: its admin (who may name their own organisation) and the back-office (who must
  // name one) read it; a group admin reads group_admin reports only (routes/reports/reports.test.ts).
  getReport: {
    expect: { anonymous: 401, learner: 403, otherLearner: 403, groupAdmin: 403, orgAdmin: 200, backOffice: 200 },
    request: (world) => ({ path: { name: 'basic-metrics', variant: 'org_admin' }, query: { organization_id: world.other.organizationId } }),
  },

  // ---- Back-office ----------------------------------------------------------------------------------------
  listTopics: { expect: backOffice() },
  addTopic: { expect: backOffice(), request: () => ({ body: { code: 'matrix-topic' } }) },
  updateTopic: { expect: backOffice(), request: (world) => ({ path: { topic_id: world.fixture.ids('topics', 'fx-topic-a') }, body: { code: 'fx-topic-a' } }) },
  listSubtopics: { expect: backOffice() },
  addSubtopic: { expect: backOffice(), request: (world) => ({ body: { topic_id: world.fixture.ids('topics', 'fx-topic-a') } }) },
  listPrograms: { expect: backOffice() },
  addProgram: { expect: backOffice(), request: () => ({ body: { code: 'matrix-program', display_image_url: null } }) },
  // The sprint as the fixture wrote it (but the default picture), so the rows after this one find it unchanged.
  updateProgram: {
    expect: backOffice(),
    request: (world) => ({
      path: { program_id: world.fixture.sprint.id },
      body: {
        code: 'fx-sprint',
        name: 'Fixture Sprint',
        description: 'A sprint for tests.',
        program_type: 'sprint',
        proficiency: 'intermediate',
        number_of_days: 10,
        display_image_url: null,
        active: true,
      },
    }),
  },
  uploadProgramImage: { expect: backOffice(), request: () => ({ body: { image: solidPng() } }) },
  // Public: an unknown key is the same 404 for everyone (programs.test.ts serves an uploaded one).
  getProgramImage: { expect: everyone(404), request: () => ({ path: { image_key: '0123456789abcdef0123456789abcdef' } }) },
  listGoals: { expect: backOffice() },
  addGoal: { expect: backOffice(), request: (world) => ({ body: { program_id: world.fixture.program.id } }) },
  getGoalStaticSchedule: { expect: backOffice(), request: (world) => ({ path: { goal_id: goal(world) } }) },
  // The other goal of the learner's program, which nobody follows: emptied, every day of its 14 given.
  replaceGoalStaticSchedule: {
    expect: backOffice(),
    request: (world) => ({ path: { goal_id: world.fixture.program.listen }, body: { days: Array.from({ length: 14 }, (_, i) => ({ day_number: i + 1, learn: [], do: [] })) } }),
  },
  listActivities: { expect: backOffice() },
  addActivity: { expect: backOffice() },
  // The learner's activity as the fixture wrote it, so the rows after it find it unchanged.
  updateActivity: {
    expect: backOffice(),
    request: (world) => ({
      path: { activity_id: activity(world) },
      body: {
        code: 'fx-act-1',
        name: 'Activity fx-act-1',
        description: 'Practice for fx-sub-a1.',
        type: 'learn',
        reattempt_after_days: 7,
        same_day_bonus: 5,
        same_day_all_correct_bonus: 10,
        all_correct_bonus: 5,
        reading_id: world.content.readingId,
        subtopic_id: world.fixture.ids('subtopics', 'fx-sub-a1'),
      },
    }),
  },
  listGoalActivities: { expect: backOffice(), request: (world) => ({ query: { goal_id: goal(world) } }) },
  addQuestion: {
    expect: backOffice(201),
    request: (world) => ({
      body: {
        activity_id: activity(world),
        components: [
          { option_text: 'Yes', is_correct: true, position: 1 },
          { option_text: 'No', is_correct: false, position: 2 },
        ],
      },
    }),
  },
  listReadings: { expect: backOffice() },
  addReading: { expect: backOffice(), request: (world) => ({ body: { subtopic_id: world.fixture.ids('subtopics', 'fx-sub-a1') } }) },
  listRevisions: { expect: backOffice() },
  addRevision: { expect: backOffice(201), request: (world) => ({ body: { question_ids: [world.content.revisionAnswers.mcq.questionId] } }) },
  listChallenges: { expect: backOffice() },
  addChallenge: { expect: backOffice() },
  listGoalChallenges: { expect: backOffice(), request: (world) => ({ query: { goal_id: goal(world) } }) },
  getAuthoredChallenge: { expect: backOffice(), request: (world) => ({ path: { challenge_id: world.content.challengeId } }) },
  // The learner's drill keeps its own code (addChallenge took the example one) and its steps (none are sent).
  updateChallenge: { expect: backOffice(), request: (world) => ({ path: { challenge_id: world.content.challengeId }, body: { code: 'fx-ch-steps' } }) },
  listAssessmentQuestions: { expect: backOffice(), request: (world) => ({ query: { program_id: world.fixture.program.id } }) },
  // The learner's answers keep the points and goal they were recorded with, so this edit changes no later row.
  updateAssessmentQuestion: {
    expect: backOffice(),
    request: (world) => ({
      path: { question_id: world.fixture.assessment[0]!.id },
      body: { option_1_goal_id: world.fixture.program.clear, option_2_goal_id: world.fixture.program.listen, option_3_goal_id: world.fixture.program.clear },
    }),
  },
  deleteAssessmentQuestion: { expect: backOffice(), request: (world) => ({ path: { question_id: world.content.spareAssessmentQuestionId } }) },
  reorderAssessmentQuestions: {
    expect: backOffice(),
    request: (world) => ({ path: { program_id: world.fixture.program.id }, body: { question_ids: world.fixture.assessment.map((question) => question.id) } }),
  },
  previewAssessmentRecommendation: {
    expect: backOffice(),
    request: (world) => ({ path: { program_id: world.fixture.program.id }, body: { option_ids: [world.fixture.assessment[0]!.options[0]!] } }),
  },
  listTips: { expect: backOffice() },
  addTip: { expect: backOffice(201) },
  listContextCards: { expect: backOffice() },
  // Switched on again: the learner's activity stays as it is for the rows after this one.
  setContentActive: { expect: backOffice(), request: (world) => ({ path: { kind: 'activity', id: activity(world) }, body: { active: true } }) },
  getCurriculumOverview: { expect: backOffice() },
  deleteContent: { expect: backOffice(), request: (world) => ({ path: { kind: 'tip', id: world.content.spareTipId } }) },
  addContextCard: { expect: backOffice(201), request: (world) => ({ body: { goal_id: goal(world) } }) },
  listOrganizations: { expect: backOffice() },
  addOrganization: { expect: backOffice() },
  // Not the name addOrganization just gave: names are unique.
  updateOrganization: { expect: backOffice(), request: (world) => ({ path: { id: world.other.organizationId }, body: { name: 'Others renamed' } }) },
  // O2's admins and program access (docs/organisation-admins.md): the invitation made here is the one removed.
  listOrganizationAdmins: { expect: backOffice(), request: (world) => ({ path: { id: world.other.organizationId } }) },
  inviteOrganizationAdmin: { expect: backOffice(), request: (world) => ({ path: { id: world.other.organizationId }, body: { email: invitedAdmin, role_id: 4 } }) },
  // O2's admin stays an Administrator (level 3) for the rows after this one.
  setOrganizationAdminLevel: { expect: backOffice(), request: (world) => ({ path: { id: world.other.organizationId, email: world.emails.orgAdmin }, body: { role_id: 3 } }) },
  removeOrganizationAdmin: { expect: backOffice(), request: (world) => ({ path: { id: world.other.organizationId, email: invitedAdmin } }) },
  listOrganizationPrograms: { expect: backOffice(), request: (world) => ({ path: { id: world.other.organizationId } }) },
  // O2 does not get the sprint (enrollInProgram's row): withdrawn again, it stays so.
  setOrganizationProgramAccess: {
    expect: backOffice(),
    request: (world) => ({ path: { id: world.other.organizationId, program_id: world.fixture.sprint.id }, body: { granted: false } }),
  },
  createGroup: { expect: backOffice(), request: (world) => ({ body: { organization_id: world.other.organizationId } }) },
  listGroups: { expect: backOffice(), request: (world) => ({ query: { organization_id: world.other.organizationId } }) },
  addGroupMembers: { expect: backOffice(), request: (world) => ({ body: { group_id: world.other.groupId } }) },
  // Two people invited to the learner's team by CSV, whom the bulk rows below invite elsewhere, move and remove.
  addGroupMembersFromCsv: {
    expect: ownersAdminsOrBackOffice(),
    request: (world) => ({ body: { group_id: world.learner.groupId, user_list: csvMembers.map((email) => ({ first_name: 'Csv', last_name: 'Member', email })) } }),
  },
  sendBulkGroupInvite: {
    expect: ownersAdminsOrBackOffice(),
    request: (world) => ({ body: { current_group_id: world.learner.groupId, new_group_id: world.other.groupId, user_email_list: [csvMembers[0]] } }),
  },
  moveGroupUsers: {
    expect: ownersAdminsOrBackOffice(),
    request: (world) => ({ body: { current_group_id: world.learner.groupId, new_group_id: world.other.groupId, user_email_list: [csvMembers[0]] } }),
  },
  removeGroupUsers: { expect: ownersAdminsOrBackOffice(), request: (world) => ({ body: { group_id: world.learner.groupId, user_email_list: [csvMembers[1]] } }) },
  listAdmins: { expect: backOffice() },
  addAdmin: { expect: backOffice(), request: () => ({ body: { email: uniqueEmail('new.admin'), password: 'Console#2026' } }) },
  confirmAdmin: { expect: everyone(400) }, // a link that was never sent: refused for everyone alike

  // ---- Last: calls that end a session or the learner's goal, or wipe demo data --------------------------
  quitGoal: { expect: ownerOnly(), request: (world) => ({ path: { goalId: goal(world) } }) },
  logout: { expect: everyone(200), endsSession: true },
  adminLogout: { expect: everyone(200), endsSession: true },
  // The world's demo account (the configured one, the seed's by default).
  clearDemoData: { expect: backOffice(), request: () => ({ body: { email: demoLearner.email } }) },
};

/**
 * What each organisation admin level may do (docs/organisation-admins.md): O2's admin calls each operation at
 * levels 3-6 and gets the row's status where the level may, 403 where it may not. `change` names the
 * permission a change needs; reads are open to every level. The requests are O2's own things, new each call.
 */
export interface LevelRow {
  change: OrganisationPermission | null;
  status: number;
  request?: (world: SecurityWorld) => RequestValues;
}

export const organisationLevelRows: Record<string, LevelRow> = {
  getOrganizationDetails: { change: null, status: 200 },
  updateOrganizationDetails: {
    change: 'editOrganization',
    status: 200,
    request: () => ({ body: { name: 'Matrix Other Organisation', address: '2 Main Street', country: 'india', phone: null, gst_number: null } }),
  },
  getOrgMembers: { change: null, status: 200 },
  addOrgMembers: { change: 'addMembers', status: 200, request: () => ({ body: { user_email_list: [uniqueEmail('level.member')] } }) },
  addOrgMembersFromCsv: { change: 'addMembers', status: 200, request: () => ({ body: { user_list: [{ first_name: 'Csv', last_name: 'Member', email: uniqueEmail('level.csv') }] } }) },
  getOrgGroups: { change: null, status: 200 },
  createOrgGroup: {
    change: 'manageGroups',
    status: 200,
    request: () => ({ body: { name: `Level group ${uniqueEmail('g')}`, description: 'Made by the level check.', group_admin_email: uniqueEmail('level.lead') } }),
  },
  // O2's group, whose admin is someone else: the organisation admin manages it as such.
  getGroupUserStatus: { change: null, status: 200, request: (world) => ({ path: { group_id: world.other.groupId } }) },
  updateGroup: { change: 'manageGroups', status: 200, request: (world) => ({ body: { id: world.other.groupId, name: 'Others', description: 'Another team.' } }) },
  addGroupUsers: { change: 'manageGroups', status: 200, request: (world) => ({ body: { group_id: world.other.groupId, user_email_list: [uniqueEmail('level.invitee')] } }) },
  getReport: { change: null, status: 200, request: () => ({ path: { name: 'basic-metrics', variant: 'org_admin' } }) },
};

/** Valid answers to the fixture program's assessment (a different choice than the learner's first one). */
function assessmentAnswers(world: SecurityWorld) {
  return {
    program_id: world.fixture.program.id,
    user_response_list: world.fixture.assessment.map((question) => ({ question_id: question.id, component_id: question.options.at(-1) ?? 0 })),
  };
}
