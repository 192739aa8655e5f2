import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What the identity provider said about the person, kept between the code exchange and the sign-in. */
export interface OidcClaims {
  /** The provider's issuer identifier: with `sub`, the identity's stable key. */
  iss: string;
  sub: string;
  /** Lower-cased and trimmed. */
  email: string;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
  name: string | null;
}

/**
 * One social sign-in in progress (OpenID Connect authorization-code flow with PKCE), bound to the browser
 * that started it by a secret in the `stride_oidc` cookie. Short-lived and single use.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the cookie's secret; the secret itself is never stored. */
    secret_hash: text().notNull(),
    state: text().notNull(),
    nonce: text().notNull(),
    code_verifier: text().notNull(),
    /** A same-site path to land on after signing in; null for the default landing page. */
    return_url: text(),
    /** Set once the code was exchanged with the provider; the flow cannot exchange again. */
    claims: jsonb().$type<OidcClaims>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** Set when the flow signs someone in or fails for good; a consumed flow is refused. */
    consumed_at: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('oidc_flows_secret_hash_key').on(table.secret_hash), index('oidc_flows_expires_at_idx').on(table.expires_at)],
);
