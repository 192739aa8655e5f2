import { adminOf } from '../../services/sessions/auth';
import type { FastifyRequest } from 'fastify';
import { withTotal } from '../list-total';
import type { Handlers } from '../types';

/** The curriculum service of a request the contract's adminSession scheme admitted (learner sessions never are). */
const curriculumOf = (request: FastifyRequest) => {
  adminOf(request);
  return request.server.curriculum;
};

/** Back-office curriculum (docs/back-office-curriculum.md). */
export const curriculumHandlers: Handlers = {
  listTopics: async (request) => curriculumOf(request).topics(),
  listSubtopics: async (request) => curriculumOf(request).subtopics(),
  addSubtopic: async (request) => curriculumOf(request).addSubtopic(request.body),
  listPrograms: async (request) => curriculumOf(request).programs(),
  listGoals: async (request) => curriculumOf(request).goals(),

  /** The goal form and the assessment-question form post here; the body's shape says which. */
  async addGoal(request) {
    const body = request.body;
    return 'code' in body ? curriculumOf(request).addGoal(body) : curriculumOf(request).addAssessmentQuestion(body);
  },

  getGoalStaticSchedule: async (request) => curriculumOf(request).getStaticSchedule(request.params.goal_id),
  replaceGoalStaticSchedule: async (request) => curriculumOf(request).replaceStaticSchedule(request.params.goal_id, request.body.days),
  listActivities: async (request, reply) => withTotal(reply, await curriculumOf(request).activities(request.query)),
  addActivity: async (request) => curriculumOf(request).addActivity(request.body),
  updateActivity: async (request) => curriculumOf(request).updateActivity(request.params.activity_id, request.body),
  listGoalActivities: async (request) => curriculumOf(request).goalActivities(request.query.goal_id),

  async addQuestion(request, reply) {
    const question = await curriculumOf(request).addQuestion(request.body);
    reply.code(201);
    return question;
  },

  listReadings: async (request, reply) => withTotal(reply, await curriculumOf(request).readings(request.query)),
  addReading: async (request) => curriculumOf(request).addReading(request.body),
  listRevisions: async (request, reply) => withTotal(reply, await curriculumOf(request).revisions(request.query)),

  async addRevision(request, reply) {
    const revision = await curriculumOf(request).addRevision(request.body);
    reply.code(201);
    return revision;
  },

  listChallenges: async (request, reply) => withTotal(reply, await curriculumOf(request).challenges(request.query)),
  addChallenge: async (request) => curriculumOf(request).addChallenge(request.body),
  listGoalChallenges: async (request) => curriculumOf(request).goalChallenges(request.query.goal_id),
  getAuthoredChallenge: async (request) => curriculumOf(request).authoredChallenge(request.params.challenge_id),
  updateChallenge: async (request) => curriculumOf(request).updateChallenge(request.params.challenge_id, request.body),
  listTips: async (request) => curriculumOf(request).tips(),

  async addTip(request, reply) {
    const tip = await curriculumOf(request).addTip(request.body);
    reply.code(201);
    return tip;
  },

  listContextCards: async (request) => curriculumOf(request).contextCards(),
  setContentActive: async (request) => curriculumOf(request).setContentActive(request.params.kind, request.params.id, request.body.active),
  deleteContent: async (request) => curriculumOf(request).deleteContent(request.params.kind, request.params.id),

  async addContextCard(request, reply) {
    const card = await curriculumOf(request).addContextCard(request.body);
    reply.code(201);
    return card;
  },
};
