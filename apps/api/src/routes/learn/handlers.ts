import { badRequest } from '../../errors';
import { type ResponseBody } from '../../services/learn/learn';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** The largest id the contract's Id takes (PostgreSQL's integer). */
const LARGEST_ID = 2_147_483_647;

export const learnHandlerMessages = {
  goalRequired: 'goal_id must be the id of a goal you follow; only the back-office previews with null.',
} as const;

/** The activity and revision players (docs/learn-players.md). */
export const learnHandlers: Handlers = {
  async getActivityQuestions(request) {
    const { goal_id, activity_id } = request.params;
    // The contract admits a learner or a back-office session. A back-office admin follows no goal: whatever
    // goal_id they send ("null" from the preview screen), they get the preview.
    if (request.admin && !request.learner) return request.server.learn.previewQuestions(activity_id);
    const goalId = Number(goal_id);
    // The contract's pattern admits ten digits; an id beyond PostgreSQL's integer (the fuzz's 2147483648) is no goal.
    if (goal_id === 'null' || goalId < 1 || goalId > LARGEST_ID) throw badRequest(learnHandlerMessages.goalRequired, 'GoalRequired');
    return request.server.learn.activityQuestions(learnerOf(request).user, goalId, activity_id);
  },

  async getActivityUserResponses(request) {
    const { activity_id, goal_id, attempt } = request.query;
    return request.server.learn.review('activity', learnerOf(request).user, activity_id, goal_id, attempt ?? 1);
  },

  async postQuestionResponse(request) {
    const body = request.body as ResponseBody;
    return request.server.learn.respond(body.activity_id === undefined ? 'revision' : 'activity', learnerOf(request).user, body);
  },

  async completeActivity(request) {
    return request.server.learn.completeActivity(learnerOf(request).user, request.params.activity_id, request.body.goal_id);
  },

  async postActivityFeedback(request) {
    await request.server.learn.difficulty(learnerOf(request).user, request.body.user_activity_id, request.body.activity_feedback);
    return { message: 'Thanks for your feedback' };
  },

  async getRevisionQuestions(request) {
    return request.server.learn.revisionQuestions(learnerOf(request).user, request.params.goal_id, request.params.revision_id);
  },

  async postRevisionResponse(request) {
    return request.server.learn.respond('revision', learnerOf(request).user, request.body as ResponseBody);
  },

  async completeRevision(request) {
    return request.server.learn.completeRevision(learnerOf(request).user, request.params.revision_id, request.body.goal_id);
  },

  async getRevisionUserResponses(request) {
    const { revision_id, goal_id, attempt } = request.query;
    return request.server.learn.review('revision', learnerOf(request).user, revision_id, goal_id, attempt ?? 1);
  },
};
