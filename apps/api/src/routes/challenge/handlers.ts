import { reviewMessages, type ReviewDocumentFields } from '../../services/challenge-review/challenge-review';
import { calendarMessages } from '../../services/calendar/calendar';
import { learnerOf } from '../../services/sessions/auth';
import type { Handlers } from '../types';

/** Do items (docs/challenges.md): challenge data, scheduling, step responses, completion and review. */
export const challengeHandlers: Handlers = {
  async getChallenge(request) {
    return request.server.challenges.detail(learnerOf(request).user, request.params.goal_id, request.params.challenge_id);
  },

  async getUserChallenge(request) {
    return request.server.challenges.userChallenge(learnerOf(request).user, request.params.goal_id, request.params.id);
  },

  async getUserChallengeRecord(request) {
    return request.server.challenges.record(learnerOf(request).user, request.params.user_challenge_id);
  },

  async getActiveChallenge(request) {
    return request.server.challenges.active(learnerOf(request).user, request.params.challenge_id);
  },

  async getScheduledChallenges(request) {
    return request.server.challenges.scheduled(learnerOf(request).user);
  },

  async scheduleChallenge(request) {
    return request.server.challenges.schedule(learnerOf(request).user, request.params.challenge_id, request.body);
  },

  async respondToChallenge(request) {
    return request.server.challenges.respond(learnerOf(request).user, request.params.challenge_id, request.body);
  },

  async postUserChallengeStep(request) {
    return request.server.challenges.answerStep(learnerOf(request).user, request.body);
  },

  async updateUserChallengeStep(request) {
    return request.server.challenges.changeStep(learnerOf(request).user, request.body);
  },

  async getChallengeReview(request) {
    return request.server.challenges.review(learnerOf(request).user, request.params.goal_id, request.params.challenge_id);
  },

  async getGroupAdminEmailsByUser(request) {
    return request.server.challengeReview.adminsOf(learnerOf(request).user);
  },

  async sendChallengeDoc(request) {
    // Multipart: the contract validated the fields; the file's bytes are in request.uploads.
    await request.server.challengeReview.send(learnerOf(request).user, request.uploads?.get('document'), request.body as ReviewDocumentFields);
    return { message: reviewMessages.sent };
  },

  async getChallengeCalendarEvent(request, reply) {
    const calendar = await request.server.calendar.eventOf(learnerOf(request).user, request.params.user_challenge_id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="challenge-${request.params.user_challenge_id}.ics"`)
      .send(calendar);
  },

  async getCalendarFeed(request) {
    return request.server.calendar.feedOf(learnerOf(request).user);
  },

  async createCalendarFeed(request) {
    return request.server.calendar.newFeed(learnerOf(request).user);
  },

  async revokeCalendarFeed(request) {
    await request.server.calendar.revokeFeed(learnerOf(request).user);
    return { message: calendarMessages.revoked };
  },

  async getCalendarFeedEvents(request, reply) {
    const calendar = await request.server.calendar.feedEvents(request.params.token);
    // The address is the credential: no cache on the way may keep it, nor a referrer carry it.
    return reply.type('text/calendar; charset=utf-8').header('referrer-policy', 'no-referrer').send(calendar);
  },
};
