import { adminOf } from '../../services/sessions/auth';
import type { FastifyRequest } from 'fastify';
import { withTotal } from '../list-total';
import type { Handlers } from '../types';

/** An uploaded program picture's address is derived from its bytes, so it never changes: cached for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The curriculum service of a request the contract's adminSession scheme admitted (learner sessions never are). */
const curriculumOf = (request: FastifyRequest) => {
  adminOf(request);
  return request.server.curriculum;
};

/** Back-office curriculum (docs/back-office-curriculum.md). */
export const curriculumHandlers: Handlers = {
  listTopics: async (request) => curriculumOf(request).topics(),
  addTopic: async (request) => curriculumOf(request).addTopic(request.body),
  updateTopic: async (request) => curriculumOf(request).updateTopic(request.params.topic_id, request.body),
  listSubtopics: async (request) => curriculumOf(request).subtopics(),
  addSubtopic: async (request) => curriculumOf(request).addSubtopic(request.body),
  listPrograms: async (request) => curriculumOf(request).programs(),
  addProgram: async (request) => curriculumOf(request).addProgram(request.body),
  updateProgram: async (request) => curriculumOf(request).updateProgram(request.params.program_id, request.body),

  async uploadProgramImage(request) {
    // Multipart: the contract validated the form; the file's bytes are in request.uploads.
    return curriculumOf(request).uploadProgramImage(request.uploads?.get('image'));
  },

  /** Public (no session), like the learner app's shipped pictures; the address changes with the bytes. */
  async getProgramImage(request, reply) {
    const image = await request.server.curriculum.programImage(request.params.image_key);
    return reply.type(image.contentType).header('cache-control', IMAGE_CACHE_CONTROL).send(image.content);
  },
  listGoals: async (request) => curriculumOf(request).goals(),

  /** The goal form and the assessment-question form post here; the body's shape says which. */
  async addGoal(request) {
    const body = request.body;
    return 'code' in body ? curriculumOf(request).addGoal(body) : curriculumOf(request).addAssessmentQuestion(body);
  },

  listAssessmentQuestions: async (request) => curriculumOf(request).assessmentQuestions(request.query.program_id),
  updateAssessmentQuestion: async (request) => curriculumOf(request).updateAssessmentQuestion(request.params.question_id, request.body),
  deleteAssessmentQuestion: async (request) => curriculumOf(request).deleteAssessmentQuestion(request.params.question_id),
  reorderAssessmentQuestions: async (request) => curriculumOf(request).reorderAssessmentQuestions(request.params.program_id, request.body.question_ids),
  previewAssessmentRecommendation: async (request) => curriculumOf(request).previewAssessmentRecommendation(request.params.program_id, request.body.option_ids),
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
  getCurriculumOverview: async (request) => curriculumOf(request).overview(),
  deleteContent: async (request) => curriculumOf(request).deleteContent(request.params.kind, request.params.id),

  async addContextCard(request, reply) {
    const card = await curriculumOf(request).addContextCard(request.body);
    reply.code(201);
    return card;
  },
};
