import { learnerAnswer } from '../../services/answer-cache/answer-cache';
import { inAppNotifications } from '../../services/notifications/notifications';
import { learnerOf } from '../../services/sessions/auth';
import { tipMessages } from '../../services/tips/tips';
import type { Handlers } from '../types';

/** The dashboard (docs/dashboard.md): the day's items, the learner's numbers, tip, feedback and notifications. */
export const dashboardHandlers: Handlers = {
  async getActivityDayList(request, reply) {
    const { dayAdjust } = request.params;
    const programId = request.query.program_id;
    return learnerAnswer(request, reply, 'learn-list', [dayAdjust, programId], () =>
      request.server.dayPlan.learnList(learnerOf(request).user, dayAdjust, programId),
    );
  },

  async getChallengeDayList(request, reply) {
    const { dayAdjust } = request.params;
    const programId = request.query.program_id;
    return learnerAnswer(request, reply, 'do-list', [dayAdjust, programId], () =>
      request.server.dayPlan.doList(learnerOf(request).user, dayAdjust, programId),
    );
  },

  async getContextCards(request, reply) {
    const { dayAdjust } = request.params;
    return learnerAnswer(request, reply, 'context-cards', [dayAdjust], () => request.server.dayPlan.contextCards(learnerOf(request).user, dayAdjust));
  },

  async getWeekPoints(request, reply) {
    return learnerAnswer(request, reply, 'week-points', [], () => request.server.learnerStats.weekPoints(learnerOf(request).user));
  },

  async getTotalPoints(request, reply) {
    return learnerAnswer(request, reply, 'total-points', [], async () => ({
      total_points: await request.server.learnerStats.totalPoints(learnerOf(request).user.id),
    }));
  },

  async getStreak(request, reply) {
    const { user } = learnerOf(request);
    return learnerAnswer(request, reply, 'streak', [], async () => {
      const numbers = (await request.server.learnerStats.numbersOf([user])).get(user.id);
      return { task_streak: numbers?.task_streak ?? 0, highest_streak: numbers?.highest_streak ?? 0 };
    });
  },

  async getUserStats(request, reply) {
    const { user } = learnerOf(request);
    return learnerAnswer(request, reply, 'stats', [], async () => {
      const numbers = (await request.server.learnerStats.numbersOf([user])).get(user.id);
      return {
        total_points: numbers?.total_points ?? 0,
        task_streak: numbers?.task_streak ?? 0,
        no_of_days_of_learning: numbers?.no_of_days_of_learning ?? 0,
      };
    });
  },

  async getRandomTip(request) {
    return request.server.tips.random(learnerOf(request).user);
  },

  async saveTip(request) {
    await request.server.tips.save(learnerOf(request).user, request.params.tip_id);
    return { message: tipMessages.saved };
  },

  async getUserFeedback(request) {
    return request.server.feedback.ofUser(learnerOf(request).user);
  },

  async postFeedback(request) {
    return request.server.feedback.give(learnerOf(request).user, request.body);
  },

  async getInAppNotifications(request, reply) {
    const { limit } = request.query;
    return learnerAnswer(request, reply, 'notifications', [limit], () => inAppNotifications(request.server.db, learnerOf(request).user.id, limit));
  },
};
