import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoIdentity } from '@stride/demo';
import { normalizeEmail } from '@stride/validation';
import { Provider, type Account, type KoaContextWithOIDC } from 'oidc-provider';

export interface DevIdentityProviderOptions {
  /** 0 picks a free port (tests). */
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** The people the login form knows; any other email signs in as a new person with a verified email and no name. */
  accounts: readonly DemoIdentity[];
}

export interface DevIdentityProvider {
  /** e.g. http://127.0.0.1:4500 */
  issuer: string;
  close(): Promise<void>;
}

/**
 * A local OpenID provider for development and tests, so social sign-in works end to end on one machine.
 * Built on oidc-provider with its development login form (any email, any password), in-memory storage and
 * a signing key made at start. It listens on 127.0.0.1 only and refuses to start in production.
 */
export async function startDevIdentityProvider(options: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  if (process.env.NODE_ENV === 'production') throw new Error('The development identity provider never runs in production.');
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  // The issuer names the bound port, which a test only knows once listening.
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration(options));
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function configuration(options: DevIdentityProviderOptions) {
  const known = new Map(options.accounts.map((account) => [normalizeEmail(account.email), account]));
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'dev-idp' }] },
    pkce: { required: () => true },
    // Lifetimes in seconds, short as befits a development tool.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 8 * 3600, IdToken: 600, Interaction: 600, Session: 8 * 3600 },
    // The login form's text becomes the account id (and so `sub`); the account is found by that email.
    async findAccount(_ctx: KoaContextWithOIDC, id: string): Promise<Account> {
      const email = normalizeEmail(id);
      const person = known.get(email);
      return {
        accountId: id,
        async claims() {
          // Someone the demo list does not know has a verified email and no name, as with a provider whose
          // profile has none: Stride asks them for it (docs/learner-accounts.md).
          if (!person) return { sub: id, email, email_verified: true };
          return {
            sub: id,
            email,
            email_verified: person.email_verified,
            given_name: person.given_name,
            family_name: person.family_name,
            name: `${person.given_name} ${person.family_name}`,
          };
        },
      };
    },
    // Stride is a first-party client: grant its scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider } = ctx.oidc;
      if (!client) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}
