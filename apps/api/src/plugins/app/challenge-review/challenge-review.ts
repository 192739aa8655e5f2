import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { groupMemberships, groups, storedFiles, userGoals } from '../../../db/schema/index';
import { badRequest, forbidden } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { goalMessages } from '../goals/goals';
import type { Mailer } from '../mail/mailer';
import type { User } from '../sessions/session-store';
import type { Upload } from '../../external/request-bodies';
import { DOCX_CONTENT_TYPE, isDocx } from './docx';

/** The text fields of the review document's multipart request (the contract's `sendChallengeDoc`). */
export interface ReviewDocumentFields {
  user_email: string[];
  challenge_name: string;
  goal_id: number;
}

export const reviewMessages = {
  sent: 'Document successfully sent.',
  missingDocument: 'Attach the review document (.docx).',
  notDocx: 'The review document must be a Word document (.docx).',
  notAnAdmin: (email: string) => `${email} is not an admin of your groups, so the document cannot be sent there.`,
} as const;

/**
 * Sending a challenge's review document to the admins of the learner's groups (learner-core §5, §6): the
 * document is checked by its content, stored once, and emailed through the outbox to each chosen admin.
 */
export function createChallengeReview(deps: { db: Database; clock: Clock; mailer: Mailer }) {
  const { db, clock, mailer } = deps;

  /** The admins of the groups the learner joined, each with the group; their own address left out. */
  async function adminsOf(user: User): Promise<Schema<'GroupAdminContact'>[]> {
    const rows = await db
      .select({ group_id: groups.id, name: groups.name, email: groups.group_admin_email })
      .from(groupMemberships)
      .innerJoin(groups, eq(groups.id, groupMemberships.group_id))
      .where(and(eq(groupMemberships.user_id, user.id), eq(groupMemberships.status, 'joined'), ne(groups.group_admin_email, user.email)))
      .orderBy(asc(groups.name), asc(groups.id));
    return rows.map(({ group_id, name, email }) => ({ group_id, name, group_admin: { email } }));
  }

  return {
    adminsOf,

    async send(user: User, document: Upload | undefined, body: ReviewDocumentFields): Promise<void> {
      if (!document) throw badRequest(reviewMessages.missingDocument, 'MissingDocument');
      if (!isDocx(document.buffer)) throw badRequest(reviewMessages.notDocx, 'NotDocx');
      const [goal] = await db
        .select({ id: userGoals.id })
        .from(userGoals)
        .where(and(eq(userGoals.user_id, user.id), eq(userGoals.goal_id, body.goal_id), eq(userGoals.quitted, false)));
      if (!goal) throw forbidden(goalMessages.notFollowing, 'NotFollowingGoal');
      const admins = new Set((await adminsOf(user)).map((contact) => contact.group_admin.email));
      const recipients = [...new Set(body.user_email.map((email) => email.trim().toLowerCase()))];
      const stranger = recipients.find((email) => !admins.has(email));
      if (stranger) throw forbidden(reviewMessages.notAnAdmin(stranger), 'NotGroupAdmin');

      const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            user_id: user.id,
            purpose: 'challenge_review',
            filename: safeFilename(`${body.challenge_name} review.docx`),
            content_type: DOCX_CONTENT_TYPE,
            size: document.buffer.length,
            content: document.buffer,
            created_at: clock.now(),
          })
          .returning({ id: storedFiles.id });
        if (!file) throw new Error('the document was not stored');
        for (const to of recipients) {
          await mailer.enqueue(tx, {
            to,
            subject: `Challenge review: ${body.challenge_name}`,
            text: `${name} (${user.email}) sent you their review of the challenge "${body.challenge_name}". The document is attached.`,
            attachments: [file.id],
          });
        }
      });
    },
  };
}

/** A file name any mail client accepts: no path separators or control characters, at most 120 characters. */
function safeFilename(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return cleaned.length > 120 ? `${cleaned.slice(0, 115).trim()}.docx` : cleaned;
}

export type ChallengeReview = ReturnType<typeof createChallengeReview>;
