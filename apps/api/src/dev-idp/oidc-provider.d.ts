/**
 * The few parts of oidc-provider 9 that the development identity provider uses. The package ships no
 * types, and a typings package would be one more dependency for a development-only tool.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string | undefined; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** The request context oidc-provider hands to configuration functions. */
  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      client: { clientId: string } | undefined;
      session: { accountId: string | undefined; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Configuration {
    clients: ClientMetadata[];
    claims: Record<string, string[]>;
    cookies: { keys: string[] };
    features: { devInteractions: { enabled: boolean } };
    findAccount(ctx: KoaContextWithOIDC, id: string): Promise<Account | undefined>;
    jwks: { keys: object[] };
    loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    pkce: { required(ctx: KoaContextWithOIDC, client: unknown): boolean };
    ttl: Record<'AccessToken' | 'AuthorizationCode' | 'Grant' | 'IdToken' | 'Interaction' | 'Session', number>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: GrantConstructor;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
