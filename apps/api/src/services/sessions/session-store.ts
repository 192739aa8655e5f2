import { createHmac } from 'node:crypto';
import { and, eq, getTableColumns, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createBatchLoader } from '../../lib/batch';
import { createLru } from '../../lib/lru';
import { hashSecret, newSecret, sameText } from '../../lib/secrets';
import { admins, contentVersion, sessions, users } from '../../db/schema/index';

export type SessionOwner = { userId: number } | { adminId: number };

export interface StartedSession {
  /** The cookie value: 256 random bits, never stored. */
  secret: string;
  /** The anti-forgery token the client keeps and sends as a bearer on writes. */
  token: string;
  expiresAt: Date;
}

/** The signed-in learner as every request sees them: their row without the password hash and bookkeeping times. */
export type User = Omit<typeof users.$inferSelect, 'password_hash' | 'created_at' | 'last_active_at'>;
export type Admin = typeof admins.$inferSelect;
export interface LearnerSession {
  id: number;
  secret: string;
  expiresAt: Date;
  user: Readonly<User>;
  /** The content's version when the session was looked up: part of a cached answer's key (docs/answer-cache.md). */
  contentVersion: string;
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

/** Learners' rows kept by the session lookup: one each, about a kilobyte, so ten megabytes at most. */
const KEPT_USERS = 10_000;

/** The most sessions one statement looks up: about as many as requests a process serves at once. */
const SESSION_BATCH = 100;

/** How often a session's last_seen_at is renewed: often enough for the idle timeout, rarely enough to cost nothing. */
const TOUCH_EVERY_MS = 60_000;

export function createSessionStore(db: Database, clock: Clock, lifetime: { ttlSeconds: number; idleSeconds: number }) {
  /** A session is live until its absolute expiry, and while it was used within the idle timeout. */
  const live = and(gt(sessions.expires_at, sql.placeholder('now')), gt(sessions.last_seen_at, sql.placeholder('idleSince')));
  const liveAt = (now: Date) => ({ now, idleSince: new Date(now.getTime() - lifetime.idleSeconds * 1000) });

  // Every authenticated request starts here, so these are built once and prepared (building the query each
  // time cost more CPU than running it), and the lookups of requests arriving together are one statement
  // (docs/performance.md).
  const bySecretHashes = sql`${sessions.secret_hash} = any(${sql.placeholder('secretHashes')})`;
  /** One lookup per session secret's hash, made with the others of the same turn by `query`. */
  const batchedBySecretHash = <Row extends { secretHash: string }>(query: {
    execute(values: { secretHashes: string[]; now: Date; idleSince: Date }): Promise<Row[]>;
  }) =>
    createBatchLoader(async (secretHashes: string[]) => {
      const rows = await query.execute({ secretHashes, ...liveAt(clock.now()) });
      return new Map(rows.map((row) => [row.secretHash, row]));
    }, SESSION_BATCH);
  // Only the session columns a request needs: every column costs parsing on every request.
  const sessionColumns = { id: sessions.id, expires_at: sessions.expires_at, last_seen_at: sessions.last_seen_at };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- named only to be left out of the row
  const { password_hash, created_at, last_active_at, ...userColumns } = getTableColumns(users);
  // The learner's row is not read here but only its data_version, which moves with any change of the row
  // (migration 0014's users trigger): the row itself comes from `keptUsers` while that version is unchanged.
  const learnersBySecret = db
    .select({
      secretHash: sessions.secret_hash,
      session: sessionColumns,
      userId: users.id,
      dataVersion: users.data_version,
      // In the same statement as the learner's data_version: one round trip gives both versions a cached answer needs.
      contentVersion: sql`(select ${contentVersion.version} from ${contentVersion})`.mapWith(String),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(bySecretHashes, live))
    .prepare('learner_sessions_by_secret');
  const learnerSessions = batchedBySecretHash(learnersBySecret);
  const userById = db.select(userColumns).from(users).where(eq(users.id, sql.placeholder('userId'))).prepare('session_user_by_id');
  /** Signed-in learners' rows by id, each frozen: shared by the requests of its version (docs/answer-cache.md). */
  const keptUsers = createLru<Readonly<User>>(KEPT_USERS);

  /** The learner's row as of `dataVersion` or later: the kept one while its version is current, else read anew. */
  async function userAt(userId: number, dataVersion: number): Promise<Readonly<User> | undefined> {
    const kept = keptUsers.get(userId);
    if (kept?.data_version === dataVersion) return kept;
    const [row] = await userById.execute({ userId });
    if (!row) return undefined;
    const user = Object.freeze(row);
    keptUsers.set(userId, user);
    return user;
  }
  const adminsBySecret = db
    .select({ secretHash: sessions.secret_hash, session: sessionColumns, admin: admins })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.admin_id))
    .where(and(bySecretHashes, live))
    .prepare('admin_sessions_by_secret');
  const adminSessions = batchedBySecretHash(adminsBySecret);

  /** Renews last_seen_at when a minute has passed since; the idle timeout counts from the last request. */
  async function touch(session: { id: number; last_seen_at: Date }, now: Date): Promise<void> {
    if (now.getTime() - session.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, session.id));
    }
  }

  return {
    async start(owner: SessionOwner, userAgent: string | undefined): Promise<StartedSession> {
      const secret = newSecret();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + lifetime.ttlSeconds * 1000);
      await db.insert(sessions).values({
        secret_hash: hashSecret(secret),
        user_id: 'userId' in owner ? owner.userId : null,
        admin_id: 'adminId' in owner ? owner.adminId : null,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        user_agent: userAgent?.slice(0, 400) ?? null,
      });
      return { secret, token: antiForgeryToken(secret), expiresAt };
    },

    /** The live learner session of a cookie secret, with its user; null when unknown, idle too long or expired. */
    async findLearner(secret: string): Promise<LearnerSession | null> {
      const row = await learnerSessions.load(hashSecret(secret));
      if (!row) return null;
      const [user] = await Promise.all([userAt(row.userId, row.dataVersion), touch(row.session, clock.now())]);
      // Only a learner deleted between the two statements has no row.
      if (!user) return null;
      return { id: row.session.id, secret, expiresAt: row.session.expires_at, user, contentVersion: row.contentVersion };
    },

    async findAdmin(secret: string): Promise<AdminSession | null> {
      const row = await adminSessions.load(hashSecret(secret));
      if (!row) return null;
      await touch(row.session, clock.now());
      return { id: row.session.id, secret, expiresAt: row.session.expires_at, admin: row.admin };
    },

    async end(sessionId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async endAllOfUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.user_id, userId));
    },

    /** Removes sessions past their absolute expiry or idle for longer than the timeout. */
    async deleteExpired(): Promise<number> {
      const now = clock.now();
      const removed = await db
        .delete(sessions)
        .where(or(lte(sessions.expires_at, now), lte(sessions.last_seen_at, new Date(now.getTime() - lifetime.idleSeconds * 1000))))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
