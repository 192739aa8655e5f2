import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { emailAttachments, emailOutbox, storedFiles } from '../../db/schema/index';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Stored files (stored_files ids) sent as attachments. */
  attachments?: number[];
}

/** How long a process holds a message it is delivering; a failed delivery is retried after it. */
const DELIVERY_CLAIM_MS = 5 * 60_000;

/**
 * Every email is written to the outbox first, so nothing is lost when SMTP is down and development and
 * tests can read what was sent. With SMTP configured it is delivered at once and marked sent; the retry
 * timer of every API process delivers the rest, each message by one process only (it claims it first).
 * `transport` replaces the SMTP one (tests).
 */
export function createMailer(
  db: Database,
  clock: Clock,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>,
  log: FastifyBaseLogger,
  transport: Transporter | null = config.smtpUrl ? createTransport(config.smtpUrl) : null,
) {
  const claimUntil = () => new Date(clock.now().getTime() + DELIVERY_CLAIM_MS);

  /** The files attached to an outbox message, read when it is delivered (so a retry still has them). */
  const attachmentsOf = (id: number) =>
    db
      .select({ filename: storedFiles.filename, content: storedFiles.content, contentType: storedFiles.content_type })
      .from(emailAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, emailAttachments.file_id))
      .where(eq(emailAttachments.email_id, id));

  async function deliver(id: number, email: OutgoingEmail): Promise<void> {
    if (!transport) return;
    try {
      const { to, subject, text } = email;
      await transport.sendMail({ from: config.mailFrom, to, subject, text, attachments: await attachmentsOf(id) });
      await db.update(emailOutbox).set({ sent_at: clock.now(), last_error: null }).where(eq(emailOutbox.id, id));
    } catch (error) {
      log.error({ err: error, outboxId: id }, 'email delivery failed; it stays in the outbox');
      await db.update(emailOutbox).set({ last_error: String(error) }).where(eq(emailOutbox.id, id));
    }
  }

  /**
   * Writes the message to the outbox through `executor` (the database, or a transaction it belongs to);
   * `claimed` when this process delivers it at once, so no retry timer takes it meanwhile.
   */
  async function write(executor: Executor, email: OutgoingEmail, claimed: boolean): Promise<number | undefined> {
    const { attachments = [], ...message } = email;
    const [row] = await executor
      .insert(emailOutbox)
      .values({ ...message, created_at: clock.now(), delivery_claimed_until: claimed ? claimUntil() : null })
      .returning({ id: emailOutbox.id });
    if (row && attachments.length > 0) await executor.insert(emailAttachments).values(attachments.map((file_id) => ({ email_id: row.id, file_id })));
    // Outside production the text is logged too, so a developer can use a reset code without SMTP.
    log.info({ to: email.to, subject: email.subject, ...(config.production ? {} : { text: email.text }) }, 'email queued');
    return row?.id;
  }

  return {
    /** Queues the message and delivers it at once when SMTP is configured. */
    async send(email: OutgoingEmail): Promise<void> {
      const id = await write(db, email, transport !== null);
      if (id !== undefined) await deliver(id, email);
    },

    /**
     * Queues the message inside a caller's transaction, so it exists exactly when the change it reports
     * does; the retry timer delivers it.
     */
    async enqueue(executor: Executor, email: OutgoingEmail): Promise<void> {
      await write(executor, email, false);
    },

    /**
     * Queues many messages (without attachments) inside a caller's transaction in one statement, the rows
     * passed as three arrays: a 10,000-row CSV import's invitations are one insert, not 10,000.
     */
    async enqueueAll(executor: Executor, emails: Omit<OutgoingEmail, 'attachments'>[]): Promise<void> {
      if (emails.length === 0) return;
      const column = (key: 'to' | 'subject' | 'text') => sql.param(emails.map((email) => email[key]));
      await executor.execute(sql`insert into ${emailOutbox} ("to", subject, text, created_at)
        select t.recipient, t.subject, t.body, ${clock.now().toISOString()}::timestamptz
        from unnest(${column('to')}::text[], ${column('subject')}::text[], ${column('text')}::text[]) as t(recipient, subject, body)`);
      for (const email of emails) log.info({ to: email.to, subject: email.subject, ...(config.production ? {} : { text: email.text }) }, 'email queued');
    },

    /**
     * Delivers up to 50 messages that have not gone out and that no process holds (called on a timer when
     * SMTP is configured). They are claimed in one statement first; rows another process is claiming at
     * the same moment are skipped, not waited for.
     */
    async retryUnsent(): Promise<void> {
      if (!transport) return;
      const now = clock.now();
      const claimable = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sent_at), or(isNull(emailOutbox.delivery_claimed_until), lt(emailOutbox.delivery_claimed_until, now))))
        .orderBy(emailOutbox.created_at)
        .limit(50)
        .for('update', { skipLocked: true });
      const claimed = await db.update(emailOutbox).set({ delivery_claimed_until: claimUntil() }).where(inArray(emailOutbox.id, claimable)).returning();
      for (const message of claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())) await deliver(message.id, message);
    },

    async messagesTo(to: string, limit = 20) {
      return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(limit);
    },

    attachmentsOf,

    /** The files attached to some messages (names, types and sizes), by message, in one query. */
    async attachmentListOf(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ email_id: emailAttachments.email_id, filename: storedFiles.filename, content_type: storedFiles.content_type, size: storedFiles.size })
        .from(emailAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, emailAttachments.file_id))
        .where(inArray(emailAttachments.email_id, ids));
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
