import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createAccounts, type Accounts } from './accounts/accounts';
import { createAssessment, type Assessment } from './assessment/assessment';
import { createCalendar, type Calendar } from './calendar/calendar';
import { createChallengeReview, type ChallengeReview } from './challenge-review/challenge-review';
import { createChallenges, type Challenges } from './challenges/challenges';
import { createDayPlan, type DayPlan } from './day-plan/day-plan';
import { createFeedback, type Feedback } from './feedback/feedback';
import { createGoals, type Goals } from './goals/goals';
import { createGroups, type Groups } from './groups/groups';
import { createJournal, type Journal } from './journal/journal';
import { createLearn, type Learn } from './learn/learn';
import { createLearnerStats, type LearnerStats } from './learner-stats/learner-stats';
import { createMailer, type Mailer } from './mail/mailer';
import { createPrograms, type Programs } from './programs/programs';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createSessionStore, type SessionStore } from './sessions/session-store';
import { createSocialSignIn, type SocialSignIn } from './social-sign-in/social-sign-in';
import { createTips, type Tips } from './tips/tips';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    sessions: SessionStore;
    mailer: Mailer;
    accounts: Accounts;
    socialSignIn: SocialSignIn;
    programs: Programs;
    goals: Goals;
    assessment: Assessment;
    dayPlan: DayPlan;
    learnerStats: LearnerStats;
    tips: Tips;
    feedback: Feedback;
    groups: Groups;
    learn: Learn;
    journal: Journal;
    challenges: Challenges;
    challengeReview: ChallengeReview;
    calendar: Calendar;
  }
}

/** Creates the domain services once and decorates them onto the instance for the route handlers. */
export const servicesPlugin = fp<{ config: Config; db: Database; clock: Clock }>(async (app: FastifyInstance, { config, db, clock }) => {
  const sessions = createSessionStore(db, clock, { ttlSeconds: config.sessionTtlSeconds, idleSeconds: config.sessionIdleSeconds });
  const mailer = createMailer(db, clock, config, app.log);
  const limiter = createRateLimiter(db, clock);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('sessions', sessions);
  app.decorate('mailer', mailer);
  app.decorate('accounts', createAccounts({ db, clock, config, sessions, mailer, limiter }));
  app.decorate('socialSignIn', createSocialSignIn({ db, clock, config, sessions, limiter, log: app.log }));
  const programs = createPrograms({ db, clock });
  app.decorate('programs', programs);
  app.decorate('goals', createGoals({ db, clock, config, mailer, programs, log: app.log }));
  app.decorate('assessment', createAssessment({ db, clock, programs }));
  app.decorate('dayPlan', createDayPlan({ db, clock }));
  const learnerStats = createLearnerStats({ db, clock });
  app.decorate('learnerStats', learnerStats);
  app.decorate('tips', createTips({ db, clock }));
  app.decorate('feedback', createFeedback({ db, clock }));
  app.decorate('groups', createGroups({ db, clock, config, mailer, learnerStats }));
  app.decorate('learn', createLearn({ db, clock, learnerStats }));
  app.decorate('journal', createJournal({ db, clock }));
  app.decorate('challenges', createChallenges({ db, clock, learnerStats }));
  app.decorate('challengeReview', createChallengeReview({ db, clock, mailer }));
  app.decorate('calendar', createCalendar({ db, clock, config }));
  app.decorateRequest('learner', null);
  app.decorateRequest('admin', null);
});
