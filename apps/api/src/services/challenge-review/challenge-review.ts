import type { Schema } from '@stride/api-sdk';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupMemberships, groups, storedFiles, userGoals } from '../../db/schema/index';
import { badRequest, forbidden } from '../../errors';
import type { Clock } from '../../lib/clock';
import { goalMessages } from '../goals/goal-views';
import type { Mailer } from '../mail/mailer';
import type { User } from '../sessions/session-store';
import type { Upload } from '../../plugins/external/request-bodies';
import { checkDocx, DOCX_CONTENT_TYPE, type DocxRefusal } from './docx';

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
  damaged: 'The review document is damaged: open it in Word, save it again as a Word Document (.docx) and send that.',
  tooLarge: (megabytes: number) => `The review document unpacks to more than ${megabytes} MB: make it smaller (fewer or smaller pictures) and send it again.`,
  tooCompressed: (ratio: number) => `The review document unpacks to more than ${ratio} times its size, which no Word document does, so it cannot be sent.`,
  tooManyParts: (parts: number) => `The review document has more than ${parts.toLocaleString('en')} parts, which no Word document needs, so it cannot be sent.`,
  encrypted: 'The review document has encrypted parts: save it again without a password and send that.',
  macros: 'The review document contains macros: save it as a Word Document (.docx), without macros, and send that.',
  executable: 'The review document contains a program: remove it and send the document again.',
  embeddedObject: 'The review document contains embedded objects or controls (OLE, ActiveX): remove them and send the document again.',
  notAnAdmin: (email: string) => `${email} is not an admin of your groups, so the document cannot be sent there.`,
} as const;

/**
 * Sending a challenge's review document to the admins of the learner's groups (docs/challenges.md): the
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
      const refusal = await checkDocx(document.buffer);
      if (refusal) throw refused(refusal);
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

/** The 400 for a document that is not passed on: its message and a code per reason. */
function refused(refusal: DocxRefusal) {
  switch (refusal.reason) {
    case 'not-zip':
    case 'not-docx':
      return badRequest(reviewMessages.notDocx, 'NotDocx');
    case 'damaged':
      return badRequest(reviewMessages.damaged, 'DocumentDamaged');
    case 'too-large':
      return badRequest(reviewMessages.tooLarge(refusal.limit / (1024 * 1024)), 'DocumentTooLarge');
    case 'too-compressed':
      return badRequest(reviewMessages.tooCompressed(refusal.limit), 'DocumentTooCompressed');
    case 'too-many-entries':
      return badRequest(reviewMessages.tooManyParts(refusal.limit), 'DocumentTooManyParts');
    case 'encrypted':
      return badRequest(reviewMessages.encrypted, 'DocumentEncrypted');
    case 'macros':
      return badRequest(reviewMessages.macros, 'DocumentHasMacros');
    case 'executable':
      return badRequest(reviewMessages.executable, 'DocumentHasProgram');
    case 'embedded-object':
      return badRequest(reviewMessages.embeddedObject, 'DocumentHasEmbeddedObject');
  }
}

/** A file name any mail client accepts: no path separators or control characters, at most 120 characters. */
function safeFilename(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return cleaned.length > 120 ? `${cleaned.slice(0, 115).trim()}.docx` : cleaned;
}

export type ChallengeReview = ReturnType<typeof createChallengeReview>;
