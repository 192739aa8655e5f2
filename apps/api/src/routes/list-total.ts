import type { FastifyReply } from 'fastify';
import type { ListPage } from '../db/list-page';

/**
 * Answers a list page as the list operations always answered, an array, with the count of every matching item
 * in X-Total-Count: callers that pass no list parameter get the same answer as before (docs/back-office-app.md).
 */
export function withTotal<Item>(reply: FastifyReply, page: ListPage<Item>): Item[] {
  reply.header('x-total-count', page.total);
  return page.items;
}
