import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** An MSW server for one test file; any request no handler expects fails the test. Storage is reset after each test. */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
