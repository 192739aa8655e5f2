import { desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { emailOutbox } from '../../../db/schema/index';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every email is written to the outbox first, so nothing is lost when SMTP is down and development and
 * tests can read what was sent. With SMTP configured it is delivered at once and marked sent.
 */
export function createMailer(db: Database, config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>, log: FastifyBaseLogger) {
  const transport: Transporter | null = config.smtpUrl ? createTransport(config.smtpUrl) : null;

  async function deliver(id: number, email: OutgoingEmail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: config.mailFrom, ...email });
      await db.update(emailOutbox).set({ sent_at: new Date(), last_error: null }).where(eq(emailOutbox.id, id));
    } catch (error) {
      log.error({ err: error, outboxId: id }, 'email delivery failed; it stays in the outbox');
      await db.update(emailOutbox).set({ last_error: String(error) }).where(eq(emailOutbox.id, id));
    }
  }

  return {
    async send(email: OutgoingEmail): Promise<void> {
      const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
      // Outside production the text is logged too, so a developer can use a reset code without SMTP.
      log.info({ to: email.to, subject: email.subject, ...(config.production ? {} : { text: email.text }) }, 'email queued');
      if (row) await deliver(row.id, email);
    },

    /** Retries messages that have not gone out yet (called on a timer when SMTP is configured). */
    async retryUnsent(): Promise<void> {
      if (!transport) return;
      const pending = await db.select().from(emailOutbox).where(isNull(emailOutbox.sent_at)).orderBy(emailOutbox.created_at).limit(50);
      for (const message of pending) await deliver(message.id, message);
    },

    async messagesTo(to: string, limit = 20) {
      return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(limit);
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
