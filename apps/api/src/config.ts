import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** One rate limit: at most `limit` hits per `windowSeconds` for one key. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface Config {
  host: string;
  port: number;
  production: boolean;
  logLevel: string;
  /** postgres://… to use PostgreSQL; unset means the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionTtlSeconds: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seeds the demo content and accounts at start (idempotent); `npm start` turns it on. */
  seedDemo: boolean;
  /** Exposes GET /api/dev/outbox so development and tests can read emails. Never in production. */
  devOutbox: boolean;
  resetCode: { ttlSeconds: number; maxAttempts: number };
  rateLimits: {
    loginPerAccount: RateLimitRule;
    loginPerAddress: RateLimitRule;
    registerPerAddress: RateLimitRule;
    forgotPerAccount: RateLimitRule;
    resetPerAddress: RateLimitRule;
    lookupPerAddress: RateLimitRule;
  };
}

type Env = Record<string, string | undefined>;

/** Reads and checks the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    host: env.HOST ?? '127.0.0.1',
    port: integer(env, 'PORT', 3000),
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : join(repoRoot, 'data', 'pglite'),
    sessionTtlSeconds: integer(env, 'SESSION_TTL_HOURS', 24 * 7) * 3600,
    cookieSecure: boolean(env, 'COOKIE_SECURE', production),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Stride <no-reply@stride.example>',
    seedDemo: boolean(env, 'SEED_DEMO', false),
    devOutbox: !production && boolean(env, 'DEV_OUTBOX', true),
    resetCode: { ttlSeconds: 15 * 60, maxAttempts: 5 },
    rateLimits: {
      loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
      // Generous per address: a whole office signs in from one NAT address on launch day.
      loginPerAddress: { limit: 300, windowSeconds: 15 * 60 },
      registerPerAddress: { limit: 100, windowSeconds: 60 * 60 },
      forgotPerAccount: { limit: 5, windowSeconds: 15 * 60 },
      resetPerAddress: { limit: 30, windowSeconds: 15 * 60 },
      lookupPerAddress: { limit: 120, windowSeconds: 15 * 60 },
    },
  };
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
