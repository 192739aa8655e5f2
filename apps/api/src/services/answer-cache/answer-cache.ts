import type { FastifyReply, FastifyRequest } from 'fastify';
import { localDate } from '../../lib/local-days';
import { createLru } from '../../lib/lru';
import { learnerOf } from '../sessions/auth';

/**
 * Serialised answers kept in this process for reuse, least recently used first out (docs/answer-cache.md).
 * A key names everything an answer depends on, including the versions the database raises whenever what it
 * reads changes, so a kept answer is never stale: it is simply never asked for again once a version moves,
 * and ages out. Nothing here has to be shared between processes or survive a restart.
 */
export const createAnswerCache = (maxEntries: number) => createLru<string>(maxEntries);

export type AnswerCache = ReturnType<typeof createAnswerCache>;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends the answer kept under `key`, or computes it, serialises it with the route's own response schema,
 * keeps it and sends it. Only a computed answer is kept: a refusal (thrown) never is. The handler returns
 * what this returns; the reply has been sent with the serialised text, which Fastify passes on as it is.
 */
export async function cachedAnswer<T>(cache: AnswerCache, reply: FastifyReply, key: string, compute: () => Promise<T>): Promise<T> {
  let body = cache.get(key);
  if (body === undefined) {
    // The route's own serializer of its contract response, as Fastify would have used to send the answer.
    // (Its types take only objects, and type what a status's serializer gives as unknown: it is the JSON text.)
    const answer = (await compute()) as Record<string, unknown>;
    body = reply.serializeInput(answer, String(reply.statusCode), 'application/json') as string;
    cache.set(key, body);
  }
  // The handler's declared result is the answer; what it returns is the sent reply, which Fastify accepts.
  return reply.type(JSON_TYPE).send(body) as unknown as T;
}

/**
 * A learner's own answer, kept per operation and parameters while the learner's data, the content and the
 * learner's day are what they were: every answer kept this way reads only the learner's rows (raising their
 * data_version), content (raising content_version) and the learner's local date, never the time of day.
 */
export function learnerAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  operation: string,
  parameters: readonly unknown[],
  compute: () => Promise<T>,
): Promise<T> {
  const { user, contentVersion } = learnerOf(request);
  const today = localDate(request.server.clock.now(), user.time_zone);
  const key = `${operation}|${user.id}|${user.data_version}|${contentVersion}|${today}|${parameters.join(',')}`;
  return cachedAnswer(request.server.answerCache, reply, key, compute);
}
