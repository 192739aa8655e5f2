import { isSameSitePath, normalizeEmail } from '@stride/validation';
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import type { Config, SocialSignInConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { oidcFlows, userIdentities, users, type OidcClaims } from '../../db/schema/index';
import { AppError, badRequest, conflict } from '../../errors';
import { hashSecret, newSecret, sameText } from '../../lib/secrets';
import { validTimeZone } from '../accounts/accounts';
import { newAccountMembership } from '../customers/organization-admins';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { maxAgeSeconds } from '../sessions/auth';
import type { SessionStore, User } from '../sessions/session-store';

/** Binds a sign-in in progress to the browser that started it. */
export const OIDC_COOKIE = 'stride_oidc';

const SCOPE = 'openid email profile';
const NAME_LENGTH = 100;

const invalidState = () =>
  badRequest('This sign-in link is not valid or has expired. Please start again.', 'InvalidSignInState');
const disabled = () =>
  new AppError(404, 'SocialSignInDisabled', 'Social sign-in is not set up on this server. Please sign in with your email and password.');
const unavailable = (name: string) =>
  new AppError(503, 'SignInProviderUnavailable', `${name} is not answering right now. Please try again in a few minutes.`);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, NAME_LENGTH) : null);

/** The code of the answer that asks the learner for their name: the flow waits for it, so the cookie stays. */
export const NAME_REQUIRED = 'NameRequired';
const nameRequired = (providerName: string) =>
  badRequest(`${providerName} did not share your name. Please enter your first and last name to create your account.`, NAME_REQUIRED);

/** A person's first and last name, both present. */
export interface PersonName {
  first_name: string;
  last_name: string;
}

/**
 * The first and last name the provider shared: `given_name` and `family_name`, else the first word of `name`
 * and the rest of it. Null unless both are there: an account is not named from its email any more (issue 27:
 * "Social Newbie2"), the learner is asked instead.
 */
export function nameFromClaims(claims: Pick<OidcClaims, 'given_name' | 'family_name' | 'name'>): PersonName | null {
  const [firstOfName, ...restOfName] = (claims.name ?? '').split(/\s+/).filter(Boolean);
  const first_name = claims.given_name ?? firstOfName ?? null;
  const last_name = claims.family_name ?? (restOfName.length > 0 ? restOfName.join(' ') : null);
  return first_name && last_name ? { first_name, last_name } : null;
}

/** The name the learner typed, when both parts are there (the contract limits their length). */
function typedName(input: { first_name?: string | undefined; last_name?: string | undefined }): PersonName | null {
  const first_name = input.first_name?.trim();
  const last_name = input.last_name?.trim();
  return first_name && last_name ? { first_name, last_name } : null;
}

/**
 * Social sign-in: the OpenID Connect authorization-code flow with PKCE, through openid-client. Each flow is
 * a row in `oidc_flows` found by the secret in the browser's `stride_oidc` cookie: start → exchange (once)
 * → complete (once).
 */
export function createSocialSignIn(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  sessions: SessionStore;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}) {
  const { db, clock, config, sessions, limiter, log } = deps;
  const settings = config.socialSignIn;
  let discovered: Promise<oidc.Configuration> | null = null;

  /** The provider's metadata, discovered on first use (so the API starts even while the provider is down) and kept. */
  function providerConfiguration(current: SocialSignInConfig): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(current.issuer), current.clientId, undefined, oidc.ClientSecretBasic(current.clientSecret), {
        // Plain http is only accepted outside production (see config.ts): the development provider.
        execute: current.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        log.error({ err: error, issuer: current.issuer }, 'OpenID provider discovery failed');
        throw unavailable(current.providerName);
      });
    return discovered;
  }

  function enabled(): SocialSignInConfig {
    if (!settings) throw disabled();
    return settings;
  }

  /**
   * Refuses with `NameRequired`, leaving the flow as it is, when the flow would create an account and the
   * provider shared no full name. An unusable flow is left for `complete` to refuse as before.
   */
  async function askForNameIfNeeded(secret: string, name: string): Promise<void> {
    const [flow] = await db
      .select({ claims: oidcFlows.claims })
      .from(oidcFlows)
      .where(and(eq(oidcFlows.secret_hash, hashSecret(secret)), isNull(oidcFlows.consumed_at), gt(oidcFlows.expires_at, clock.now())))
      .limit(1);
    const claims = flow?.claims;
    if (!claims?.email_verified || nameFromClaims(claims)) return;
    const [linked] = await db
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, claims.iss), eq(userIdentities.subject, claims.sub)))
      .limit(1);
    const [existing] = linked ? [linked] : await db.select({ id: users.id }).from(users).where(eq(users.email, claims.email)).limit(1);
    if (!existing) throw nameRequired(name);
  }

  async function consume(flowId: number): Promise<void> {
    await db.update(oidcFlows).set({ consumed_at: clock.now() }).where(eq(oidcFlows.id, flowId));
  }

  /**
   * Redeems the code with the flow's PKCE verifier, expecting its state and nonce. The claims come from the
   * ID token, and from userinfo when the ID token leaves the email out (as providers may for code flows).
   */
  async function redeem(configuration: oidc.Configuration, callback: URL, flow: { code_verifier: string; state: string; nonce: string }) {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const idToken = tokens.claims();
    if (!idToken || !tokens.id_token) throw new Error('The provider answered without an ID token.');
    const profile: Record<string, unknown> =
      typeof idToken.email === 'string' ? idToken : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
    return { jwt: tokens.id_token, idToken, profile };
  }

  return {
    provider(): { enabled: boolean; name: string | null } {
      return { enabled: settings !== null, name: settings?.providerName ?? null };
    },

    /** Begins a flow: the cookie secret to set and the provider's authorization URL to redirect to. */
    async start(returnUrl: string | undefined, address: string) {
      const current = enabled();
      await limiter.hit(`oidc-start:${address}`, config.rateLimits.socialStartPerAddress, 'Too many sign-in attempts from this network.');
      const configuration = await providerConfiguration(current);
      const secret = newSecret();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const expiresAt = new Date(clock.now().getTime() + current.flowTtlSeconds * 1000);
      await db.insert(oidcFlows).values({
        secret_hash: hashSecret(secret),
        state,
        nonce,
        code_verifier: codeVerifier,
        return_url: returnUrl && isSameSitePath(returnUrl) ? returnUrl : null,
        expires_at: expiresAt,
      });
      const location = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: current.redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { secret, expiresAt, location: location.href };
    },

    /**
     * Exchanges the code the provider sent back (with the flow's PKCE verifier, state and nonce) and keeps
     * the verified claims for `complete`. A flow exchanges once; a code the provider refuses ends it.
     */
    async exchange(secret: string | undefined, input: { code: string; state?: string | undefined }, address: string) {
      const current = enabled();
      await limiter.hit(`oidc-exchange:${address}`, config.rateLimits.socialExchangePerAddress, 'Too many sign-in attempts from this network.');
      const [flow] = secret
        ? await db
            .select()
            .from(oidcFlows)
            .where(
              and(
                eq(oidcFlows.secret_hash, hashSecret(secret)),
                isNull(oidcFlows.claims),
                isNull(oidcFlows.consumed_at),
                gt(oidcFlows.expires_at, clock.now()),
              ),
            )
            .limit(1)
        : [];
      if (!flow || !input.state || !sameText(flow.state, input.state)) throw invalidState();

      const configuration = await providerConfiguration(current);
      const callback = new URL(current.redirectUri);
      callback.searchParams.set('code', input.code);
      callback.searchParams.set('state', input.state);
      // RFC 9207's `iss` guards against mixing up several providers; Stride talks to exactly one, so the
      // expected issuer is filled in here rather than asking the app to forward it.
      const metadata = configuration.serverMetadata();
      if (metadata.authorization_response_iss_parameter_supported) callback.searchParams.set('iss', metadata.issuer);

      let redeemed: Awaited<ReturnType<typeof redeem>>;
      try {
        redeemed = await redeem(configuration, callback, flow);
      } catch (error) {
        // The provider refused the code (forged, replayed, expired) or its answer failed a check.
        if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) {
          await consume(flow.id);
          log.warn({ err: error }, 'social sign-in code refused');
          throw badRequest(`${current.providerName} did not accept this sign-in. Please start again.`, 'InvalidSignInCode');
        }
        log.error({ err: error }, 'social sign-in code exchange failed');
        throw unavailable(current.providerName);
      }

      const { jwt, idToken, profile } = redeemed;
      const email = typeof profile.email === 'string' ? normalizeEmail(profile.email) : '';
      if (!email) {
        await consume(flow.id);
        throw badRequest(`${current.providerName} did not share your email address. Allow Stride to see it and try again.`, 'EmailNotShared');
      }
      const claims: OidcClaims = {
        iss: idToken.iss,
        sub: idToken.sub,
        email,
        // Only a real boolean true counts: anything else is treated as unverified.
        email_verified: profile.email_verified === true,
        given_name: text(profile.given_name),
        family_name: text(profile.family_name),
        name: text(profile.name),
      };
      const [stored] = await db
        .update(oidcFlows)
        .set({ claims })
        .where(and(eq(oidcFlows.id, flow.id), isNull(oidcFlows.claims), isNull(oidcFlows.consumed_at)))
        .returning({ id: oidcFlows.id });
      if (!stored) throw invalidState();
      return { id_token: jwt, return_url: flow.return_url };
    },

    /**
     * Finishes an exchanged flow: signs into the linked account, else links the account with the same email
     * when the provider verified it, else creates one, named as the provider names the person or, when it
     * shares no full name, as the learner typed (400 `NameRequired` until they have, the flow left open).
     * Consumes the flow first in one conditional update, so a replay finds nothing.
     */
    async complete(
      secret: string | undefined,
      input: { time_zone?: string | undefined; first_name?: string | undefined; last_name?: string | undefined },
      userAgent: string | undefined,
    ) {
      const current = enabled();
      const typed = typedName(input);
      if (!typed && secret) await askForNameIfNeeded(secret, current.providerName);
      const [flow] = secret
        ? await db
            .update(oidcFlows)
            .set({ consumed_at: clock.now() })
            .where(
              and(
                eq(oidcFlows.secret_hash, hashSecret(secret)),
                isNotNull(oidcFlows.claims),
                isNull(oidcFlows.consumed_at),
                gt(oidcFlows.expires_at, clock.now()),
              ),
            )
            .returning()
        : [];
      if (!flow?.claims) throw invalidState();
      const user = await findOrCreateUser(db, flow.claims, typed, current.providerName, clock.now());
      const zone = validTimeZone(input.time_zone);
      const [updated] = await db
        .update(users)
        .set({ last_active_at: clock.now(), ...(zone ? { time_zone: zone } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      const session = await sessions.start({ userId: user.id }, userAgent);
      return { user: updated ?? user, session };
    },

    async deleteExpired(): Promise<number> {
      const removed = await db.delete(oidcFlows).where(lte(oidcFlows.expires_at, clock.now())).returning({ id: oidcFlows.id });
      return removed.length;
    },
  };
}

/**
 * The account of a provider identity. An unverified email neither links to an existing account (someone
 * could claim another person's address at the provider) nor creates one (it would squat the address, and
 * the identity would keep access after the real owner reset the password).
 */
async function findOrCreateUser(db: Database, claims: OidcClaims, typed: PersonName | null, providerName: string, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.user_id))
      .where(and(eq(userIdentities.provider, claims.iss), eq(userIdentities.subject, claims.sub)))
      .limit(1);
    if (linked) return linked.user;

    const [existing] = await tx.select().from(users).where(eq(users.email, claims.email)).limit(1);
    if (!claims.email_verified) {
      throw conflict(
        existing
          ? `An account with this email already exists. Verify your email with ${providerName} or sign in with your password.`
          : `Your email address is not verified with ${providerName}. Verify it there, then sign in again.`,
        'EmailNotVerified',
      );
    }
    let user = existing;
    if (!user) {
      // The name the learner typed when asked, else the provider's; the check before consuming the flow asked when neither was there.
      const name = typed ?? nameFromClaims(claims);
      if (!name) throw new Error(`The account for ${claims.email} would have no name.`);
      [user] = await tx
        .insert(users)
        .values({
          email: claims.email,
          ...name,
          ...newAccountMembership(claims.email),
          // The free tier's 30 days count from here, by the server's clock.
          created_at: now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      // Created by a parallel sign-in of the same person a moment ago.
      user ??= (await tx.select().from(users).where(eq(users.email, claims.email)).limit(1))[0];
      if (!user) throw new Error(`The account for ${claims.email} was neither created nor found.`);
    }
    await tx
      .insert(userIdentities)
      .values({ user_id: user.id, provider: claims.iss, subject: claims.sub, email_verified: true })
      .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
    return user;
  });
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;

export function setFlowCookie(reply: FastifyReply, flow: { secret: string; expiresAt: Date }, secure: boolean): void {
  reply.setCookie(OIDC_COOKIE, flow.secret, { httpOnly: true, sameSite: 'lax', secure, path: '/api', maxAge: maxAgeSeconds(reply, flow.expiresAt) });
}

export function clearFlowCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(OIDC_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/api' });
}
