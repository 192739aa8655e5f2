import type { Schema } from '@stride/api-sdk';
import { accountMessages, isStrongPassword, normalizeEmail, readPhone } from '@stride/validation';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import {
  admins,
  assessmentResponses,
  feedback,
  learnerStats,
  learningDays,
  pointsEvents,
  programEnrollments,
  questionResponses,
  savedReadings,
  savedTips,
  sessions,
  tipsShown,
  userActivities,
  userChallenges,
  userGoals,
  userRevisions,
  users,
} from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { hashSecret, newSecret } from '../../lib/secrets';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../rate-limit/rate-limiter';

export const adminMessages = {
  emailTaken: 'An admin with this email already exists.',
  invalidLink: 'This link is not valid or has expired. Ask another admin to create your account again.',
  passwordSet: 'Your password has been set. You can sign in now.',
  notDemo: 'Only the demo account can be cleared.',
  unknownDemo: 'The demo account does not exist.',
  cleared: 'The demo account has been cleared.',
} as const;

/** How long the link of a confirmation email works. */
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000;

type NewAdmin = Omit<Schema<'Admin'>, 'id'> & { password: string; phone: string; gender: Schema<'Gender'> };

/**
 * Back-office admin accounts (docs/back-office-customers.md) and the demo account's reset
 * (/admin/clear-data). A new admin is emailed a link to set their own password: the one their creator
 * typed has been seen by someone else.
 */
export function createAdmins(deps: { db: Database; clock: Clock; config: Pick<Config, 'backOfficeAppUrl' | 'demoLearnerEmail' | 'rateLimits'>; mailer: Mailer; limiter: RateLimiter }) {
  const { db, clock, config, mailer, limiter } = deps;

  /**
   * The demo learner's learning, all of it: enrolments, goals (their pauses), answers, attempts, challenges,
   * points and streak days, the running numbers, tips seen and saved, readings saved, the tenth-day feedback.
   * The account, its profile, teams, journal and subscription stay, as does everyone else's data.
   */
  async function clearLearning(tx: Transaction, userId: number) {
    // Children before parents (a goal's pauses go with it); points_events' trigger lowers learner_stats,
    // whose row then goes too.
    for (const table of [questionResponses, assessmentResponses, pointsEvents, learningDays, tipsShown, savedTips, savedReadings, feedback, userChallenges, userActivities, userRevisions, userGoals, programEnrollments]) {
      await tx.delete(table).where(eq(table.user_id, userId));
    }
    await tx.delete(learnerStats).where(eq(learnerStats.user_id, userId));
  }

  return {
    async list(): Promise<Schema<'Admin'>[]> {
      return db
        .select({ id: admins.id, email: admins.email, first_name: admins.first_name, last_name: admins.last_name, phone: admins.phone, gender: admins.gender })
        .from(admins)
        .orderBy(asc(admins.id));
    },

    /**
     * Creates an admin with the lower-cased email and the gender as given, and emails the confirmation link
     * through the outbox in the same transaction. The screen sends a fixed placeholder phone (docs/back-office-customers.md,
     * `0000000000`), which is no number anyone can call: refusing it would make admins impossible to create,
     * and storing it would put a non-number among the E.164 phones. So a valid number (with its +: an admin
     * has no country to read one in) is stored in E.164, and anything else is accepted as no phone (null).
     */
    async add(input: NewAdmin): Promise<{ id: number }> {
      const first_name = input.first_name.trim();
      const last_name = input.last_name.trim();
      if (!first_name) throw badRequest(accountMessages.firstNameRequired);
      if (!last_name) throw badRequest(accountMessages.lastNameRequired);
      if (!isStrongPassword(input.password)) throw badRequest(accountMessages.passwordWeak);
      const email = normalizeEmail(input.email);
      const reading = readPhone(input.phone);
      const phone = reading.ok ? reading.phone : null;
      const token = newSecret();
      const password_hash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(admins)
          .values({
            email,
            password_hash,
            first_name,
            last_name,
            phone,
            gender: input.gender,
            confirmation_hash: hashSecret(token),
            confirmation_expires_at: new Date(clock.now().getTime() + CONFIRMATION_TTL_MS),
            created_at: clock.now(),
          })
          .onConflictDoNothing({ target: admins.email })
          .returning({ id: admins.id });
        if (!created) throw conflict(adminMessages.emailTaken, 'AdminAlreadyExists');
        await mailer.enqueue(tx, {
          to: email,
          subject: 'Your Stride back-office account',
          text: [
            `Hello ${first_name},`,
            '',
            'A back-office account has been created for you on Stride. Confirm it and choose your own password here (the link works once, for 7 days):',
            `${config.backOfficeAppUrl}/admin/confirm/${token}`,
            '',
            'If you did not expect this email, you can ignore it.',
            '',
            'The Stride team',
          ].join('\n'),
        });
        return created;
      });
    },

    /** Sets a new admin's own password with their link's token: once, before it expires; ends their sessions. */
    async confirm(input: { token: string; password: string }, address: string): Promise<void> {
      await limiter.hit(`admin-confirm:${address}`, config.rateLimits.resetPerAddress, 'Too many attempts from this network.');
      if (!isStrongPassword(input.password)) throw badRequest(accountMessages.passwordWeak);
      const password_hash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(admins)
          .set({ password_hash, confirmed_at: clock.now(), confirmation_hash: null, confirmation_expires_at: null })
          .where(and(eq(admins.confirmation_hash, hashSecret(input.token)), gt(admins.confirmation_expires_at, clock.now())))
          .returning({ id: admins.id });
        if (!confirmed) throw badRequest(adminMessages.invalidLink, 'InvalidConfirmationLink');
        await tx.delete(sessions).where(eq(sessions.admin_id, confirmed.id));
      });
    },

    /** Clears the demo learner's learning data in one transaction (docs/back-office-customers.md). */
    async clearDemoData(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      if (email !== config.demoLearnerEmail) throw forbidden(adminMessages.notDemo, 'NotDemoAccount');
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!demo) throw notFound(adminMessages.unknownDemo);
      await db.transaction((tx) => clearLearning(tx, demo.id));
    },
  };
}

export type Admins = ReturnType<typeof createAdmins>;
