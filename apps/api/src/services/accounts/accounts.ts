import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages, isStrongPassword, normalizeEmail } from '@stride/validation';
import { and, desc, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { admins, groupMemberships, passwordResetCodes, users } from '../../db/schema/index';
import { badRequest, conflict, unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Mailer } from '../mail/mailer';
import { newAccountMembership } from '../customers/organization-admins';
import { addressKey, type RateLimiter } from '../rate-limit/rate-limiter';
import type { SessionStore } from '../sessions/session-store';
import { createSignInThrottle } from './sign-in-throttle';

export interface NewAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  time_zone?: string | undefined;
}

const INVALID_CREDENTIALS = 'Incorrect email or password.';
// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
const decoyHash = hashPassword('decoy password for unknown accounts');

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** A time zone the runtime knows (IANA name), or null. */
export function validTimeZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Sign-up, sign-in and password recovery for learners and back-office admins. */
export function createAccounts(deps: { db: Database; clock: Clock; config: Config; sessions: SessionStore; mailer: Mailer; limiter: RateLimiter }) {
  const { db, clock, config, sessions, mailer, limiter } = deps;
  const limits = config.rateLimits;
  const throttle = createSignInThrottle({ db, clock, limiter, rules: config.signInThrottle });

  return {
    async register(account: NewAccount, address: string): Promise<{ id: number }> {
      await limiter.hit(`register:${addressKey(address)}`, limits.registerPerAddress, 'Too many accounts were created from this network.');
      const first_name = account.first_name.trim();
      const last_name = account.last_name.trim();
      if (!first_name) throw badRequest(accountMessages.firstNameRequired);
      if (!last_name) throw badRequest(accountMessages.lastNameRequired);
      if (!isStrongPassword(account.password)) throw badRequest(accountMessages.passwordWeak);
      const email = normalizeEmail(account.email);
      const [created] = await db
        .insert(users)
        .values({
          email,
          password_hash: await hashPassword(account.password),
          ...newAccountMembership(email),
          first_name,
          last_name,
          time_zone: validTimeZone(account.time_zone) ?? 'UTC',
          // The free tier's 30 days count from here, by the server's clock.
          created_at: clock.now(),
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) {
        throw conflict('An account with this email already exists. Please sign in or reset your password.', 'UserAlreadyExists');
      }
      return created;
    },

    async login(credentials: { email: string; password: string; time_zone?: string | undefined }, address: string, userAgent?: string) {
      const email = normalizeEmail(credentials.email);
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      const account = { kind: 'learner', email, id: user?.id ?? null } as const;
      await throttle.admit(account, address);
      const valid = await verifyPassword(credentials.password, user?.password_hash ?? (await decoyHash));
      if (!user || !user.password_hash || !valid) {
        await throttle.failed(account, address);
        throw unauthorized(INVALID_CREDENTIALS, 'InvalidCredentials');
      }
      await throttle.succeeded({ ...account, id: user.id }, address);
      const timeZone = validTimeZone(credentials.time_zone);
      const [updated] = await db
        .update(users)
        .set({ last_active_at: clock.now(), ...(timeZone ? { time_zone: timeZone } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      const session = await sessions.start({ userId: user.id }, userAgent);
      return { user: updated ?? user, session };
    },

    async adminLogin(credentials: { email: string; password: string }, address: string, userAgent?: string) {
      const email = normalizeEmail(credentials.email);
      const [admin] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
      const account = { kind: 'admin', email, id: admin?.id ?? null } as const;
      await throttle.admit(account, address);
      const valid = await verifyPassword(credentials.password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !valid) {
        await throttle.failed(account, address);
        throw unauthorized(INVALID_CREDENTIALS, 'InvalidCredentials');
      }
      await throttle.succeeded({ ...account, id: admin.id }, address);
      const session = await sessions.start({ adminId: admin.id }, userAgent);
      return { admin, session };
    },

    /** Deletes the sign-in addresses that are no longer familiar (housekeeping). */
    deleteForgottenSignInAddresses: () => throttle.deleteForgotten(),

    /**
     * Whether the email has an account, told only where a screen needs it: the link of a pending team
     * invitation, which sends a signed-out visitor to sign in or to sign up. Any other email is "not
     * registered", so the call is no way to find out who has an account (docs/security.md).
     */
    async isRegistered(rawEmail: string, address: string): Promise<boolean> {
      await limiter.hit(`lookup:${addressKey(address)}`, limits.lookupPerAddress, 'Too many lookups from this network.');
      const email = normalizeEmail(rawEmail);
      const invited = db
        .select({ id: groupMemberships.id })
        .from(groupMemberships)
        .where(and(eq(groupMemberships.email, email), eq(groupMemberships.status, 'invited')));
      const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), exists(invited))).limit(1);
      return Boolean(user);
    },

    /** Sends a fresh 6-digit code; earlier codes stop working. Silent for unknown emails (no account probing). */
    async forgotPassword(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      await limiter.hit(`forgot:${email}`, limits.forgotPerAccount, 'Too many codes were requested for this email.');
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) return;
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const minutes = Math.round(config.resetCode.ttlSeconds / 60);
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetCodes)
          .set({ consumed_at: clock.now() })
          .where(and(eq(passwordResetCodes.user_id, user.id), isNull(passwordResetCodes.consumed_at)));
        await tx.insert(passwordResetCodes).values({
          user_id: user.id,
          code_hash: hashCode(code).toString('base64url'),
          expires_at: new Date(clock.now().getTime() + config.resetCode.ttlSeconds * 1000),
        });
      });
      await mailer.send({
        to: email,
        subject: 'Your Stride password reset code',
        text: `Hello ${user.first_name},\n\nYour verification code is ${code}. It works once and expires in ${minutes} minutes.\n\nIf you did not ask to reset your password, you can ignore this email.`,
      });
    },

    /**
     * Sets a new password with the emailed code. Each try uses up one of the code's attempts first (one
     * atomic update), so parallel guesses cannot get more than the allowed number.
     */
    async resetPassword(input: { email: string; code: string; password: string }, address: string): Promise<void> {
      await limiter.hit(`reset:${addressKey(address)}`, limits.resetPerAddress, 'Too many reset attempts from this network.');
      if (!isStrongPassword(input.password)) throw badRequest(accountMessages.passwordWeak);
      const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(input.email))).limit(1);
      const [latest] = user
        ? await db
            .select()
            .from(passwordResetCodes)
            .where(and(eq(passwordResetCodes.user_id, user.id), isNull(passwordResetCodes.consumed_at)))
            .orderBy(desc(passwordResetCodes.created_at))
            .limit(1)
        : [];
      if (!user || !latest) throw badRequest('This code is not valid. Please request a new code.', 'InvalidResetCode');
      if (latest.expires_at <= clock.now()) throw badRequest('This code has expired. Please request a new code.', 'ResetCodeExpired');

      const [attempt] = await db
        .update(passwordResetCodes)
        .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
        .where(
          and(
            eq(passwordResetCodes.id, latest.id),
            isNull(passwordResetCodes.consumed_at),
            gt(passwordResetCodes.expires_at, clock.now()),
            lt(passwordResetCodes.attempts, config.resetCode.maxAttempts),
          ),
        )
        .returning({ attempts: passwordResetCodes.attempts });
      if (!attempt) throw badRequest('Too many incorrect codes. Please request a new code.', 'ResetCodeLocked');

      const matches = timingSafeEqual(hashCode(input.code), Buffer.from(latest.code_hash, 'base64url'));
      if (!matches) {
        const left = config.resetCode.maxAttempts - attempt.attempts;
        throw badRequest(
          left > 0
            ? `The code is incorrect. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
            : 'The code is incorrect. Please request a new code.',
          'InvalidResetCode',
        );
      }
      const password_hash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(passwordResetCodes).set({ consumed_at: clock.now() }).where(eq(passwordResetCodes.id, latest.id));
        await tx.update(users).set({ password_hash }).where(eq(users.id, user.id));
      });
      // A reset ends every session, so whoever knew the old password is signed out everywhere.
      await sessions.endAllOfUser(user.id);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
