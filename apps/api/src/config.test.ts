import { describe, expect, it } from 'vitest';
import { DEV_OIDC_CLIENT, loadConfig } from './config';

describe('social sign-in configuration', () => {
  it('uses the development identity provider by default outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.socialSignIn).toEqual({
      issuer: 'http://127.0.0.1:4500',
      clientId: DEV_OIDC_CLIENT.id,
      clientSecret: DEV_OIDC_CLIENT.secret,
      providerName: 'Stride ID',
      redirectUri: 'http://localhost:4200/user/post-login',
      flowTtlSeconds: 600,
    });
    expect(config.devIdentityProvider).toEqual({ port: 4500 });
  });

  it('follows DEV_IDP_PORT and LEARNER_APP_URL', () => {
    const config = loadConfig({ DEV_IDP_PORT: '4600', LEARNER_APP_URL: 'http://localhost:5200/' });
    expect(config.socialSignIn).toMatchObject({ issuer: 'http://127.0.0.1:4600', redirectUri: 'http://localhost:5200/user/post-login' });
    expect(config.devIdentityProvider).toEqual({ port: 4600 });
  });

  it('is off in production without OIDC_ISSUER, and the development provider never runs there', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.socialSignIn).toBeNull();
    expect(config.devIdentityProvider).toBeNull();
  });

  it('can be switched off in development with an empty OIDC_ISSUER', () => {
    expect(loadConfig({ OIDC_ISSUER: '' })).toMatchObject({ socialSignIn: null, devIdentityProvider: null });
  });

  it('reads a real provider from the environment in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'stride',
      OIDC_CLIENT_SECRET: 's3cret',
      LEARNER_APP_URL: 'https://learn.example.com',
    });
    expect(config.socialSignIn).toMatchObject({
      issuer: 'https://login.example.com',
      clientId: 'stride',
      clientSecret: 's3cret',
      providerName: 'login.example.com',
      redirectUri: 'https://learn.example.com/user/post-login',
    });
    expect(config.devIdentityProvider).toBeNull();
  });

  it.each([
    [{ OIDC_ISSUER: 'http://login.example.com' }, 'OIDC_ISSUER must be an https:// URL in production, got "http://login.example.com"'],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'LEARNER_APP_URL must be set in production when OIDC_ISSUER is: the provider sends people back to it.'],
    [{ OIDC_ISSUER: 'https://login.example.com', LEARNER_APP_URL: 'https://learn.example.com' }, 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is.'],
    [{ OIDC_ISSUER: 'login.example.com' }, 'OIDC_ISSUER must be a URL, got "login.example.com"'],
  ])('refuses %j in production with a clear message', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message);
  });

  it('refuses a learner app address that is not http(s)', () => {
    expect(() => loadConfig({ LEARNER_APP_URL: 'ftp://learn.example.com' })).toThrow('LEARNER_APP_URL must be an http:// or https:// URL');
  });
});

describe('TRUST_PROXY', () => {
  const trustProxyOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('believes nobody by default, everybody with true, and only the named proxies with a list', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    expect(trustProxyOf('::1,fd00::/8')).toBe('::1,fd00::/8');
  });

  it('refuses anything else with a clear message', () => {
    expect(() => trustProxyOf('yes')).toThrow('TRUST_PROXY must be true or false');
    expect(() => trustProxyOf('10.0.0.1,load-balancer.internal')).toThrow(`TRUST_PROXY must be true, false or the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1), got "load-balancer.internal"`);
  });
});

describe('ANSWER_CACHE_ENTRIES', () => {
  it('keeps 50,000 answers by default, any whole number when set, and none with 0', () => {
    expect(loadConfig({}).answerCacheEntries).toBe(50_000);
    expect(loadConfig({ ANSWER_CACHE_ENTRIES: '1000' }).answerCacheEntries).toBe(1000);
    expect(loadConfig({ ANSWER_CACHE_ENTRIES: '0' }).answerCacheEntries).toBe(0);
  });

  it('refuses anything else with a clear message', () => {
    expect(() => loadConfig({ ANSWER_CACHE_ENTRIES: '-1' })).toThrow('ANSWER_CACHE_ENTRIES must be a whole number, 0 or more, got "-1"');
    expect(() => loadConfig({ ANSWER_CACHE_ENTRIES: 'many' })).toThrow('ANSWER_CACHE_ENTRIES must be a whole number, 0 or more, got "many"');
    expect(() => loadConfig({ PORT: '0' })).toThrow('PORT must be a positive whole number, got "0"');
  });
});

describe('DEV_OUTBOX', () => {
  it('is off unless switched on, and only outside production', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
  });

  it('stops a production start with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      'DEV_OUTBOX cannot be on in production: the development outbox serves every email, reset codes included.',
    );
  });
});

describe('COOKIE_SECURE', () => {
  it('is true in production, follows the request (auto) elsewhere, and takes true, false or auto', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({}).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'auto' }).cookieSecure).toBe('auto');
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ COOKIE_SECURE: 'always' })).toThrow('COOKIE_SECURE must be true, false or auto, got "always"');
  });
});
