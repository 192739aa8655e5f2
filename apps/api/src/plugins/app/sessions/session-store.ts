import { createHmac } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { hashSecret, newSecret, sameText } from '../../../lib/secrets';
import { admins, sessions, users } from '../../../db/schema/index';

export type SessionOwner = { userId: number } | { adminId: number };

export interface StartedSession {
  /** The cookie value: 256 random bits, never stored. */
  secret: string;
  /** The anti-forgery token the client keeps and sends as a bearer on writes. */
  token: string;
  expiresAt: Date;
}

export type User = typeof users.$inferSelect;
export type Admin = typeof admins.$inferSelect;
export interface LearnerSession {
  id: number;
  secret: string;
  expiresAt: Date;
  user: User;
}
export interface AdminSession {
  id: number;
  secret: string;
  expiresAt: Date;
  admin: Admin;
}

/** The session's anti-forgery token: derived from the secret, so it needs no storage and is useless without the cookie. */
export function antiForgeryToken(secret: string): string {
  return createHmac('sha256', secret).update('stride:anti-forgery').digest('base64url');
}

export function isAntiForgeryToken(secret: string, candidate: string): boolean {
  return sameText(candidate, antiForgeryToken(secret));
}

export function createSessionStore(db: Database, clock: Clock, ttlSeconds: number) {
  return {
    async start(owner: SessionOwner, userAgent: string | undefined): Promise<StartedSession> {
      const secret = newSecret();
      const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
      await db.insert(sessions).values({
        secret_hash: hashSecret(secret),
        user_id: 'userId' in owner ? owner.userId : null,
        admin_id: 'adminId' in owner ? owner.adminId : null,
        expires_at: expiresAt,
        user_agent: userAgent?.slice(0, 400) ?? null,
      });
      return { secret, token: antiForgeryToken(secret), expiresAt };
    },

    /** The live learner session of a cookie secret, with its user; null when unknown or expired. */
    async findLearner(secret: string): Promise<LearnerSession | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user_id))
        .where(and(eq(sessions.secret_hash, hashSecret(secret)), gt(sessions.expires_at, clock.now())))
        .limit(1);
      return row ? { id: row.session.id, secret, expiresAt: row.session.expires_at, user: row.user } : null;
    },

    async findAdmin(secret: string): Promise<AdminSession | null> {
      const [row] = await db
        .select({ session: sessions, admin: admins })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.admin_id))
        .where(and(eq(sessions.secret_hash, hashSecret(secret)), gt(sessions.expires_at, clock.now())))
        .limit(1);
      return row ? { id: row.session.id, secret, expiresAt: row.session.expires_at, admin: row.admin } : null;
    },

    async end(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async endAllOfUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.user_id, userId));
    },

    async deleteExpired(): Promise<number> {
      const removed = await db.delete(sessions).where(lte(sessions.expires_at, clock.now())).returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
