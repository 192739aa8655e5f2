import { supportMessages } from '@stride/validation';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { supportIssueTopics, supportIssueTypeTopics, supportIssueTypes, supportTickets } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { User } from '../sessions/session-store';

/**
 * The support form (docs/support-and-subscription.md): its choices, and tickets that are stored and
 * emailed to the support address (SUPPORT_EMAIL) through the outbox, in one transaction.
 */
export function createSupport(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'supportEmail' | 'rateLimits'>;
  mailer: Mailer;
  limiter: RateLimiter;
}) {
  const { db, clock, config, mailer, limiter } = deps;

  return {
    /** Both lists in id order; each type with the ids of the topics it offers, so the form can offer only those. */
    async issueList() {
      const [types, issueTopicList, pairs] = await Promise.all([
        db.select({ id: supportIssueTypes.id, issue_type_text: supportIssueTypes.issue_type_text }).from(supportIssueTypes).orderBy(asc(supportIssueTypes.id)),
        db.select({ id: supportIssueTopics.id, issue_topic_text: supportIssueTopics.issue_topic_text }).from(supportIssueTopics).orderBy(asc(supportIssueTopics.id)),
        db.select().from(supportIssueTypeTopics).orderBy(asc(supportIssueTypeTopics.issue_topic_id)),
      ]);
      const issueTypeList = types.map((type) => ({
        ...type,
        issue_topic_ids: pairs.filter((pair) => pair.issue_type_id === type.id).map((pair) => pair.issue_topic_id),
      }));
      return { issueTypeList, issueTopicList };
    },

    /**
     * Stores the ticket and queues its email to support; the topic must be one of the type's (400 otherwise).
     * Every attempt counts toward the learner's hourly limit (429 beyond it), refused ones included.
     */
    async createTicket(user: User, ticket: { issue_type_id: number; issue_topic_id: number; subject: string; body: string }) {
      await limiter.hit(`support-ticket:${user.id}`, config.rateLimits.supportTicketsPerLearner, supportMessages.tooMany);
      const subject = ticket.subject.trim();
      const body = ticket.body.trim();
      if (!subject) throw badRequest(supportMessages.subjectRequired);
      if (!body) throw badRequest(supportMessages.bodyRequired);
      const [type] = await db.select().from(supportIssueTypes).where(eq(supportIssueTypes.id, ticket.issue_type_id)).limit(1);
      if (!type) throw notFound(`There is no issue type with id ${ticket.issue_type_id}.`);
      const [topic] = await db
        .select({ issue_topic_text: supportIssueTopics.issue_topic_text, pair: supportIssueTypeTopics.issue_type_id })
        .from(supportIssueTopics)
        .leftJoin(
          supportIssueTypeTopics,
          and(eq(supportIssueTypeTopics.issue_topic_id, supportIssueTopics.id), eq(supportIssueTypeTopics.issue_type_id, type.id)),
        )
        .where(eq(supportIssueTopics.id, ticket.issue_topic_id))
        .limit(1);
      if (!topic) throw notFound(`There is no issue topic with id ${ticket.issue_topic_id}.`);
      if (topic.pair === null) throw badRequest(supportMessages.topicNotOfType, 'TopicNotOfIssueType');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(supportTickets)
          .values({ user_id: user.id, issue_type_id: type.id, issue_topic_id: ticket.issue_topic_id, subject, body, created_at: now })
          .returning();
        if (!stored) throw new Error('The support ticket was not written.');
        await mailer.enqueue(tx, {
          to: config.supportEmail,
          // The learner's subject goes into a mail header: line breaks become spaces.
          subject: `[Support #${stored.id}] ${type.issue_type_text} / ${topic.issue_topic_text}: ${subject.replace(/\s+/g, ' ')}`,
          text: [
            `From: ${user.first_name} ${user.last_name} <${user.email}> (user ${user.id})`,
            `Issue type: ${type.issue_type_text}`,
            `Topic: ${topic.issue_topic_text}`,
            `Subject: ${subject}`,
            '',
            body,
          ].join('\n'),
        });
        return {
          id: stored.id,
          issue_type_id: stored.issue_type_id,
          issue_topic_id: stored.issue_topic_id,
          subject: stored.subject,
          body: stored.body,
          created_at: stored.created_at.toISOString(),
        };
      });
    },
  };
}

export type Support = ReturnType<typeof createSupport>;
