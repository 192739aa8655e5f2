import type { AddressInfo } from 'node:net';
import { createApiClient } from '@stride/api-sdk';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { AdjustableClock } from '../lib/clock';
import { contractMismatch } from './contract-validator';
import { openTestDatabase } from './test-database';

export interface TestServer {
  app: App;
  database: DatabaseHandle;
  baseUrl: string;
  config: Config;
  /** The server's clock: tests move it to any day (the server is built with the test clock switched on). */
  clock: AdjustableClock;
  /** A new SDK client with its own cookie jar: one browser. Every answer is checked against the contract. */
  newClient(): TestClient;
  close(): Promise<void>;
}

export type TestClient = ReturnType<typeof createApiClient> & {
  cookies: Map<string, string>;
  setToken(token: string | null): void;
  /** A browser navigation to an API path (e.g. `/user/oidc/start?return_url=…`): the raw answer, redirects not followed. */
  navigate(path: string): Promise<Response>;
  /**
   * A raw request that the typed client would not let through (an id that is not a number, a malformed
   * body), with this client's cookies and token; the answer is still checked against the contract.
   */
  send(method: string, path: string, body?: string | Uint8Array, contentType?: string): Promise<Response>;
};

/**
 * Starts the real server on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite both ways), unless the test brings its own migrated `database`
 * (closed with the server). One per test file.
 */
export async function startTestServer(overrides: (config: Config) => Config = (config) => config, own?: DatabaseHandle): Promise<TestServer> {
  const config = overrides({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', TEST_CLOCK: 'now', DEV_OUTBOX: 'true' }), port: 0 });
  const database = own ?? (await openTestDatabase());
  const clock = new AdjustableClock();
  const app = await buildApp({ config, db: database.db, clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api`;

  return {
    app,
    database,
    baseUrl,
    config,
    clock,
    newClient: () => createTestClient(baseUrl),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** One browser (its own cookie jar and token) talking to the API at `baseUrl`. */
export function createTestClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  let token: string | null = null;
  const fetchWithJar: typeof fetch = async (input, init) => {
    // Redirects are answers to check like any other; a test reads their Location itself.
    const request = new Request(input, { ...init, redirect: 'manual' });
    if (cookies.size) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(request);
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute) || /^\s*max-age=0/i.test(attribute));
      if (expired || !value) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.trim());
    }
    const text = await response.clone().text();
    const body: unknown = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    const mismatch = contractMismatch(request.method, new URL(request.url).pathname.replace(/^\/api/, ''), response.status, body);
    if (mismatch) throw new Error(`${mismatch}\nbody: ${text.slice(0, 500)}`);
    return response;
  };
  const client = createApiClient({ baseUrl, fetch: fetchWithJar, getToken: () => token });
  return Object.assign(client, {
    cookies,
    setToken: (next: string | null) => void (token = next),
    navigate: (path: string) => fetchWithJar(`${baseUrl}${path}`),
    send: (method: string, path: string, body?: string | Uint8Array, contentType = 'application/json') =>
      fetchWithJar(`${baseUrl}${path}`, {
        method,
        body,
        headers: { ...(body === undefined ? {} : { 'content-type': contentType }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  });
}
