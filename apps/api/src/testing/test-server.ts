import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@stride/api-sdk';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { contractMismatch } from './contract-validator';

export interface TestServer {
  app: App;
  database: DatabaseHandle;
  baseUrl: string;
  config: Config;
  /** A new SDK client with its own cookie jar: one browser. Every answer is checked against the contract. */
  newClient(): TestClient;
  close(): Promise<void>;
}

export type TestClient = ReturnType<typeof createApiClient> & { cookies: Map<string, string>; setToken(token: string | null): void };

/**
 * Starts the real server on a fresh database: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite both ways). One per test file.
 */
export async function startTestServer(overrides: (config: Config) => Config = (config) => config): Promise<TestServer> {
  const config = overrides({ ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }), port: 0 });
  const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
  const database = await openDatabase({ url: postgres?.url, dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api`;

  return {
    app,
    database,
    baseUrl,
    config,
    newClient: () => createTestClient(baseUrl),
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

function createTestClient(baseUrl: string): TestClient {
  const cookies = new Map<string, string>();
  let token: string | null = null;
  const fetchWithJar: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
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
  return Object.assign(client, { cookies, setToken: (next: string | null) => void (token = next) });
}

async function createPostgresDatabase(adminUrl: string) {
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
