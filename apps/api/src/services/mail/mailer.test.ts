import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import { AdjustableClock } from '../../lib/clock';
import { openTestDatabase } from '../../testing/test-database';
import { createMailer } from './mailer';

const config = { smtpUrl: undefined, mailFrom: 'Stride <no-reply@stride.example>', production: false };
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let database: DatabaseHandle;
const clock = new AdjustableClock(new Date('2026-11-18T09:00:00Z'));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(emailOutbox));

/** An SMTP stand-in that records what it delivers, or fails while `failing` is set. */
function recordingTransport() {
  const delivered: string[] = [];
  const state = { failing: false };
  const transport = {
    async sendMail(message: { to: string; subject: string }) {
      await new Promise((resolve) => setTimeout(resolve, 5)); // a network round trip, so retries overlap
      if (state.failing) throw new Error('SMTP is down');
      delivered.push(message.subject);
    },
  } as unknown as Transporter;
  return { transport, delivered, state };
}

/** An API process's mailer on the shared database. */
const mailerOf = (transport: Transporter | null) => createMailer(database.db, clock, config, log, transport);

const queue = async (subjects: string[]) => {
  for (const subject of subjects) await mailerOf(null).enqueue(database.db, { to: 'learner@example.com', subject, text: 'Hello' });
};

describe('the outbox shared by several API processes', () => {
  it('delivers each waiting message once when two processes retry at the same time', async () => {
    await queue(['one', 'two', 'three']);
    const [first, second] = [recordingTransport(), recordingTransport()];
    await Promise.all([mailerOf(first.transport).retryUnsent(), mailerOf(second.transport).retryUnsent()]);
    expect([...first.delivered, ...second.delivered].sort()).toEqual(['one', 'three', 'two']);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  });

  it('leaves a message another process is delivering right now alone', async () => {
    const sender = recordingTransport();
    const retrier = recordingTransport();
    await Promise.all([mailerOf(sender.transport).send({ to: 'learner@example.com', subject: 'now', text: 'Hello' }), mailerOf(retrier.transport).retryUnsent()]);
    expect(sender.delivered).toEqual(['now']);
    expect(retrier.delivered).toEqual([]);
  });

  it('keeps a failed delivery with its error and retries it once the claim has run out', async () => {
    await queue(['retry me']);
    const smtp = recordingTransport();
    smtp.state.failing = true;
    await mailerOf(smtp.transport).retryUnsent();
    const [failed] = await database.db.select().from(emailOutbox);
    expect(failed).toMatchObject({ sent_at: null, last_error: 'Error: SMTP is down' });

    smtp.state.failing = false;
    await mailerOf(smtp.transport).retryUnsent();
    expect(smtp.delivered).toEqual([]);
    clock.advance(5 * 60_000 + 1000);
    await mailerOf(smtp.transport).retryUnsent();
    expect(smtp.delivered).toEqual(['retry me']);
  });
});
