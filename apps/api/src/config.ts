import { resolve } from 'node:path';
import { demoLearner } from '@stride/demo';
import { defaultDataDir, defaultDemoContentDir } from './lib/run-time-files';

/** One rate limit: at most `limit` hits per `windowSeconds` for one key. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** Callers sharing a key go through one at a time, `intervalSeconds` apart, each waiting at most `maxWaitSeconds`. */
export interface PaceRule {
  intervalSeconds: number;
  maxWaitSeconds: number;
}

/**
 * How password sign-ins are throttled (docs/security.md, "Sign-in throttling"). Only failed attempts count,
 * per account and client address together, so nobody elsewhere can lock an owner out.
 */
export interface SignInThrottle {
  /** Failed attempts on one account from one address: past it, that address waits out the window for that account. */
  perAccountAndAddress: RateLimitRule;
  /** Failed attempts from one address on any accounts (guessing across many accounts). */
  perAddress: RateLimitRule;
  /** Failed attempts on one account from every address: past it, addresses the account is not familiar with are paced. */
  perAccount: RateLimitRule;
  pace: PaceRule;
  /** An address the account signed in from within this time is familiar: never paced. */
  familiarForSeconds: number;
}

/** OpenID Connect sign-in ("Sign in with …") against one identity provider. */
export interface SocialSignInConfig {
  /** The provider's issuer identifier; its discovery document is read from there. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's label: "Sign in with <providerName>". */
  providerName: string;
  /** Where the provider sends the browser back: the learner app's /user/post-login. */
  redirectUri: string;
  /** How long a started sign-in may take. */
  flowTtlSeconds: number;
}

/** The client the development identity provider registers and the API uses by default outside production. */
export const DEV_OIDC_CLIENT = { id: 'stride-learner', secret: 'stride-development-only-secret' } as const;

export interface Config {
  host: string;
  port: number;
  production: boolean;
  logLevel: string;
  /** postgres://… to use PostgreSQL; unset means the embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** A session's absolute lifetime: it ends then however active it is. */
  sessionTtlSeconds: number;
  /** A session unused this long ends (idle timeout); each request renews it. */
  sessionIdleSeconds: number;
  /**
   * Whether session cookies carry Secure: always (production's default), never, or `auto` (elsewhere): when the
   * request came over HTTPS, the API's own TLS or a trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
   */
  cookieSecure: boolean | 'auto';
  /**
   * Whom to believe about the client's address (X-Forwarded-For), as Fastify's trustProxy: false (nobody:
   * the socket's address), true (the left-most address: only behind a proxy that replaces the header), or
   * the proxies' own addresses or CIDR ranges (the right-most address that is not one of them: safe behind a
   * load balancer that appends). Rate limits count per client address.
   */
  trustProxy: boolean | string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where support tickets and premium requests are emailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Seeds the demo content and accounts at start (idempotent); `npm start` turns it on. */
  seedDemo: boolean;
  /**
   * The folder of the demo content's data files that the seed reads (DEMO_CONTENT_DIR): the repository's
   * libs/demo-content/data unless set. Read only when seedDemo is on; the build does not copy it.
   */
  demoContentDir: string;
  /**
   * Exposes GET /api/dev/outbox to requests from this machine, so development and tests can read emails
   * (DEV_OUTBOX, off unless switched on; `npm start` switches it on). Refused in production.
   */
  devOutbox: boolean;
  /**
   * The test clock (TEST_CLOCK): the server's time starts at `start` (or the real time) and tests move it
   * through PUT /api/test/clock. Null, always, in production: there the clock cannot be moved.
   */
  testClock: { start: Date | null } | null;
  resetCode: { ttlSeconds: number; maxAttempts: number };
  /** The learner app's origin, e.g. https://learn.example.com. */
  learnerAppUrl: string;
  /** The back-office app's origin: links in emails to back-office admins (setting their password). */
  backOfficeAppUrl: string;
  /** The org-admin app's origin: the sign-in link in emails to organisation admins. */
  orgAdminAppUrl: string;
  /** The one learner account whose learning data admin/clear-data may wipe (the demo sign-in). */
  demoLearnerEmail: string;
  /** Null when social sign-in is off: production without OIDC_ISSUER, or OIDC_ISSUER set empty. */
  socialSignIn: SocialSignInConfig | null;
  /** The local identity provider `npm start` runs; null in production and when OIDC_ISSUER points elsewhere. */
  devIdentityProvider: { port: number } | null;
  /**
   * How many serialised answers each API process keeps for reuse (ANSWER_CACHE_ENTRIES; 0 turns the cache
   * off). Valid only while the learner's and the content's versions are unchanged (docs/answer-cache.md).
   */
  answerCacheEntries: number;
  signInThrottle: SignInThrottle;
  rateLimits: {
    registerPerAddress: RateLimitRule;
    forgotPerAccount: RateLimitRule;
    resetPerAddress: RateLimitRule;
    lookupPerAddress: RateLimitRule;
    socialStartPerAddress: RateLimitRule;
    socialExchangePerAddress: RateLimitRule;
    supportTicketsPerLearner: RateLimitRule;
    groupInvitationsPerLearner: RateLimitRule;
  };
}

type Env = Record<string, string | undefined>;

/** Reads and checks the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const devIdpPort = integer(env, 'DEV_IDP_PORT', 4500);
  const learnerAppUrl = httpUrl(env, 'LEARNER_APP_URL', 'http://localhost:4200');
  const socialSignIn = loadSocialSignIn(env, production, devIdpPort, learnerAppUrl);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: integer(env, 'PORT', 3000),
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : defaultDataDir,
    sessionTtlSeconds: integer(env, 'SESSION_TTL_HOURS', 24 * 30) * 3600,
    sessionIdleSeconds: integer(env, 'SESSION_IDLE_HOURS', 24 * 7) * 3600,
    cookieSecure: cookieSecure(env, production),
    trustProxy: trustProxy(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Stride <no-reply@stride.example>',
    supportEmail: env.SUPPORT_EMAIL || 'support@stride.example',
    seedDemo: boolean(env, 'SEED_DEMO', false),
    demoContentDir: env.DEMO_CONTENT_DIR ? resolve(env.DEMO_CONTENT_DIR) : defaultDemoContentDir,
    devOutbox: devOutbox(env, production),
    testClock: loadTestClock(env, production),
    resetCode: { ttlSeconds: 15 * 60, maxAttempts: 5 },
    learnerAppUrl,
    backOfficeAppUrl: httpUrl(env, 'BACK_OFFICE_APP_URL', 'http://localhost:4400'),
    orgAdminAppUrl: httpUrl(env, 'ORG_ADMIN_APP_URL', 'http://localhost:4300'),
    demoLearnerEmail: (env.DEMO_LEARNER_EMAIL || demoLearner.email).trim().toLowerCase(),
    socialSignIn,
    devIdentityProvider: !production && socialSignIn?.issuer === devIssuer(devIdpPort) ? { port: devIdpPort } : null,
    // About 50 MB at the dashboard's answer sizes (0.2-2 KB each).
    answerCacheEntries: integer(env, 'ANSWER_CACHE_ENTRIES', 50_000, { orZero: true }),
    signInThrottle: {
      perAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
      // Generous per address: a whole office signs in from one NAT address on launch day, some mistyping.
      perAddress: { limit: 300, windowSeconds: 15 * 60 },
      // Many more than one person mistypes in an hour; then one guess every 5 seconds, 720 an hour at most.
      perAccount: { limit: 50, windowSeconds: 60 * 60 },
      pace: { intervalSeconds: 5, maxWaitSeconds: 20 },
      familiarForSeconds: 30 * 24 * 60 * 60,
    },
    rateLimits: {
      registerPerAddress: { limit: 100, windowSeconds: 60 * 60 },
      forgotPerAccount: { limit: 5, windowSeconds: 15 * 60 },
      resetPerAddress: { limit: 30, windowSeconds: 15 * 60 },
      lookupPerAddress: { limit: 120, windowSeconds: 15 * 60 },
      // As generous as sign-in: one office behind one NAT address.
      socialStartPerAddress: { limit: 300, windowSeconds: 15 * 60 },
      socialExchangePerAddress: { limit: 300, windowSeconds: 15 * 60 },
      // Each ticket is an email to the support desk: enough for a real conversation, not for a flood.
      supportTicketsPerLearner: { limit: 10, windowSeconds: 60 * 60 },
      // Each invitation is an email to someone who did not ask for it: a team's worth a day, not a mailing list.
      groupInvitationsPerLearner: { limit: 200, windowSeconds: 24 * 60 * 60 },
    },
  };
}

const devIssuer = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Outside production social sign-in defaults to the development identity provider and its client, so
 * `npm start` works with no setup; production turns it on only with OIDC_ISSUER and the client's credentials.
 */
function loadSocialSignIn(env: Env, production: boolean, devIdpPort: number, learnerAppUrl: string): SocialSignInConfig | null {
  const issuer = env.OIDC_ISSUER ?? (production ? '' : devIssuer(devIdpPort));
  if (!issuer) return null;
  const issuerUrl = httpUrl(env, 'OIDC_ISSUER', issuer);
  if (production && !issuerUrl.startsWith('https://')) throw new Error(`OIDC_ISSUER must be an https:// URL in production, got "${issuer}"`);
  if (production && !env.LEARNER_APP_URL) {
    throw new Error('LEARNER_APP_URL must be set in production when OIDC_ISSUER is: the provider sends people back to it.');
  }
  const development = !production && issuerUrl === devIssuer(devIdpPort);
  const clientId = env.OIDC_CLIENT_ID || (development ? DEV_OIDC_CLIENT.id : '');
  const clientSecret = env.OIDC_CLIENT_SECRET || (development ? DEV_OIDC_CLIENT.secret : '');
  if (!clientId || !clientSecret) throw new Error('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is.');
  return {
    issuer: issuerUrl,
    clientId,
    clientSecret,
    providerName: env.OIDC_PROVIDER_NAME || (development ? 'Stride ID' : new URL(issuerUrl).hostname),
    redirectUri: `${learnerAppUrl}/user/post-login`,
    flowTtlSeconds: 10 * 60,
  };
}

/** COOKIE_SECURE: true, false or auto; unset, true in production and auto elsewhere. */
function cookieSecure(env: Env, production: boolean): boolean | 'auto' {
  const raw = env.COOKIE_SECURE;
  if (raw === 'auto' || ((raw === undefined || raw === '') && !production)) return 'auto';
  if (!['true', '1', 'false', '0', '', undefined].includes(raw)) throw new Error(`COOKIE_SECURE must be true, false or auto, got "${raw}"`);
  return boolean(env, 'COOKIE_SECURE', true);
}

/** DEV_OUTBOX: the outbox holds every email, reset codes included, so production refuses to start with it on. */
function devOutbox(env: Env, production: boolean): boolean {
  const on = boolean(env, 'DEV_OUTBOX', false);
  if (on && production) throw new Error('DEV_OUTBOX cannot be on in production: the development outbox serves every email, reset codes included.');
  return on;
}

/** TEST_CLOCK: `now`, or the ISO instant the server's clock starts at. Refused in production. */
function loadTestClock(env: Env, production: boolean): Config['testClock'] {
  const raw = env.TEST_CLOCK;
  if (raw === undefined || raw === '') return null;
  if (production) throw new Error('TEST_CLOCK cannot be set in production: only tests may move the server\'s clock.');
  if (raw === 'now') return { start: null };
  const start = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(start.getTime())) {
    throw new Error(`TEST_CLOCK must be "now" or an ISO date-time such as 2026-11-18T09:30:00Z, got "${raw}"`);
  }
  return { start };
}

/** An http(s) URL without a trailing slash. */
function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function integer(env: Env, name: string, fallback: number, { orZero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (orZero ? 0 : 1)) {
    throw new Error(`${name} must be a ${orZero ? 'whole number, 0 or more' : 'positive whole number'}, got "${raw}"`);
  }
  return value;
}

/** TRUST_PROXY: true, false, or a comma-separated list of the proxies' addresses and CIDR ranges. */
function trustProxy(env: Env): boolean | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || !/[.:]/.test(raw)) return boolean(env, 'TRUST_PROXY', false);
  const addresses = raw.split(',').map((address) => address.trim());
  const malformed = addresses.find((address) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(address));
  if (malformed !== undefined) throw new Error(`TRUST_PROXY must be true, false or the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1), got "${malformed}"`);
  return addresses.join(',');
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}
