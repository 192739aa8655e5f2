import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An MSW server for one test file. A request no handler expects fails the test (not just a log line), so a
 * screen cannot quietly call something its test did not mean it to. `defaults` stay through every test;
 * handlers a test adds are dropped after it. Storage is reset after each test.
 */
export function setupMockApi(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  const unexpected: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unexpected.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    const requests = unexpected.splice(0);
    if (requests.length > 0) throw new Error(`Requests no handler expected: ${requests.join(', ')}`);
  });
  afterAll(() => server.close());
  return server;
}
