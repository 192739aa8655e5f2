import { sql } from 'drizzle-orm';
import { normalizeEmail } from '@stride/validation';
import { databaseUnavailable, notFound } from '../../errors';
import { isFromThisMachine } from '../../lib/this-machine';
import type { Handlers } from '../types';

export const systemHandlers: Handlers = {
  async getHealth() {
    return { status: 'ok' };
  },

  async getReadiness(request) {
    try {
      await request.server.db.execute(sql`select 1`);
    } catch (error) {
      // Whatever the cause, not ready: the same 503 and Retry-After as every other path while the database is away.
      request.log.warn({ err: error }, 'database not ready');
      throw databaseUnavailable();
    }
    return { status: 'ok' };
  },

  async getDevOutbox(request) {
    if (!request.server.config.devOutbox) throw notFound('The development outbox is switched off.');
    // Reset codes are in here: whoever reads them owns the account. Another machine gets the same 404 as when it is off.
    if (!isFromThisMachine(request.socket.remoteAddress, request.headers)) throw notFound('The development outbox is switched off.');
    const messages = await request.server.mailer.messagesTo(normalizeEmail(request.query.to));
    const attachments = await request.server.mailer.attachmentListOf(messages.map((message) => message.id));
    return {
      messages: messages.map(({ id, to, subject, text, created_at }) => ({
        id,
        to,
        subject,
        text,
        created_at: created_at.toISOString(),
        attachments: attachments.filter((file) => file.email_id === id).map(({ filename, content_type, size }) => ({ filename, content_type, size })),
      })),
    };
  },
};
