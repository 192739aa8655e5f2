import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../errors';
import { isAdjustable } from '../../lib/clock';

/**
 * The test-only switch for the server's clock: `PUT /api/test/clock {"now": "<ISO date-time>"}` and
 * `GET /api/test/clock`. Registered only when the clock is adjustable, which config refuses in production,
 * and kept out of the contract: it is not part of the product.
 */
export const testClockRoutes = fp(async (app: FastifyInstance) => {
  const clock = app.clock;
  if (!isAdjustable(clock)) return;
  app.get('/api/test/clock', async () => ({ now: clock.now().toISOString() }));
  app.put<{ Body: { now?: unknown } }>('/api/test/clock', async (request) => {
    const raw = request.body?.now;
    const at = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw) ? new Date(raw) : null;
    if (!at || Number.isNaN(at.getTime())) throw badRequest('now must be an ISO date-time such as 2026-11-18T09:30:00Z.');
    clock.set(at);
    return { now: clock.now().toISOString() };
  });
});
