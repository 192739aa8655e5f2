import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFolder } from '@stride/vite-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDevPathFromElsewhere } from './api-proxy';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { startAppServer } from './server';
import { acceptedEncodings } from './static-files';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request with exactly the headers given (fetch would add Accept-Encoding and decompress). */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method: options.method ?? 'GET', headers: options.headers, rejectUnauthorized: false, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

// A fake build: a hashed script and style sheet big enough to compress, and the unhashed files of an app.
const work = mkdtempSync(join(tmpdir(), 'serve-apps-'));
const root = join(work, 'dist');
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const indexHtml = '<!doctype html><html lang="en"><head><title>App</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>\n';
// A page prerendered by the build (libs/vite-config prerender.js), big enough to compress.
const loginHtml = indexHtml.replace('<div id="root"></div>', `<div id="root"><form>${'<label>Email</label>'.repeat(100)}</form></div>`);

/** The recorded requests of the fake API, and its answers: two cookies, its own CSP, the body echoed. */
const apiRequests: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
const fakeApi = http.createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    apiRequests.push({ method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body });
    outgoing.setHeader('set-cookie', ['session=abc; Path=/api; HttpOnly', 'csrf=def; Path=/']);
    outgoing.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    outgoing.setHeader('content-type', 'application/json');
    // Written in two parts without a length: the proxy streams a chunked answer.
    outgoing.write(`{"method":"${incoming.method}",`);
    setTimeout(() => outgoing.end(`"echo":${JSON.stringify(body)}}`), 10);
  });
});

let plain: { server: Server; url: string };
let behindProxy: { server: Server; url: string };
let overTls: { server: Server; url: string } | null = null;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), indexHtml);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'assets', 'index-abc123.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'version.json'), '{"version":"abc"}');
  mkdirSync(join(root, 'user', 'login'), { recursive: true });
  writeFileSync(join(root, 'user', 'login', 'index.html'), loginHtml);
  writeFileSync(join(work, 'secret.txt'), 'outside the build');
  await compressFolder(root);

  fakeApi.listen(0, '127.0.0.1');
  await once(fakeApi, 'listening');
  const apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  plain = await startAppServer({ root, apiUrl, port: 0 });
  behindProxy = await startAppServer({ root, apiUrl, port: 0, trustProxy: true });
  try {
    const key = join(work, 'key.pem');
    const cert = join(work, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    overTls = await startAppServer({ root, apiUrl, port: 0, tls: { key: readFileSync(key), cert: readFileSync(cert) } });
  } catch {
    overTls = null; // no openssl on this machine: the TLS case says so below
  }
});

afterAll(async () => {
  for (const server of [plain?.server, behindProxy?.server, overTls?.server, fakeApi]) server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('precompressed files chosen by Accept-Encoding', () => {
  it('the build wrote .br and .gz beside files worth compressing, and none beside small ones', () => {
    expect(brotliDecompressSync(readFileSync(join(root, 'assets', 'index-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, 'assets', 'index-abc123.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(root, 'favicon.svg.br'))).toThrow();
    expect(() => readFileSync(join(root, 'index.html.gz'))).toThrow();
  });

  it('prefers brotli when both are accepted', async () => {
    const answer = await request(`${plain.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and honours q=0', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=0.5, br;q=0']) {
      const answer = await request(`${plain.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': header } });
      expect(answer.headers['content-encoding'], header).toBe('gzip');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(gunzipSync(answer.body).toString()).toBe(script);
    }
  });

  it('sends the file itself to a client that accepts neither', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }];
    for (const headers of cases) {
      const answer = await request(`${plain.url}/assets/index-abc123.js`, { headers });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-length']).toBe(String(script.length));
      expect(answer.body.toString()).toBe(script);
    }
  });

  it('reads Accept-Encoding as the standard says (q-values, the wildcard)', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('br;q=0.0, gzip;q=0.001')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await request(`${plain.url}/assets/index-abc123.css`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(readFileSync(join(root, 'assets', 'index-abc123.css.br')).length);
    expect(answer.body.length).toBe(0);
  });
});

describe('cache rules', () => {
  it('keeps hashed assets a year, and has the rest checked each time (version.json never stored)', async () => {
    const cases = [
      ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
      ['/assets/index-abc123.css', 'public, max-age=31536000, immutable'],
      ['/', 'no-cache'],
      ['/index.html', 'no-cache'],
      ['/user/dashboard', 'no-cache'],
      ['/robots.txt', 'no-cache'],
      ['/favicon.svg', 'no-cache'],
      ['/version.json', 'no-store'],
    ];
    for (const [path, expected] of cases) {
      const answer = await request(`${plain.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(expected);
    }
  });

  it('answers 304 to a revalidation of an unchanged file, per encoding', async () => {
    const first = await request(`${plain.url}/index.html`);
    expect(first.headers.etag).toBeTruthy();
    const again = await request(`${plain.url}/index.html`, { headers: { 'if-none-match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const brotli = await request(`${plain.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    const gzip = await request(`${plain.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.etag! } });
    expect(gzip.status).toBe(200);
  });
});

describe('routes and missing files', () => {
  it('answers a deep link with index.html, for the app router to draw', async () => {
    for (const path of ['/user/dashboard', '/admin/customers/42/edit', '/user/reset-password?code=abc', '/user/']) {
      const answer = await request(`${plain.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.toString()).toBe(indexHtml);
    }
  });

  it('answers a prerendered page for its address, compressed, and revalidated like index.html', async () => {
    for (const path of ['/user/login', '/user/login/', '/user/login?return_url=%2Fuser%2Fjournal']) {
      const answer = await request(`${plain.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString()).toBe(loginHtml);
    }
    expect((await request(`${plain.url}/user/login/elsewhere`)).body.toString()).toBe(indexHtml);
  });

  it('answers 404, not the page, for a missing asset or any missing file with an extension', async () => {
    for (const path of ['/assets/index-old999.js', '/assets/chunk', '/missing.png', '/user/photo.jpg', '/.env', '/assets/index-abc123.js.br']) {
      const answer = await request(`${plain.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('never serves a file outside the build', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%5csecret.txt']) {
      const answer = await request(`${plain.url}${path}`);
      expect(answer.body.toString(), path).not.toContain('outside the build');
    }
  });

  it('refuses other methods than GET and HEAD outside /api', async () => {
    const answer = await request(`${plain.url}/index.html`, { method: 'POST', body: 'x' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});

describe('robots.txt', () => {
  it('is served as text', async () => {
    const answer = await request(`${plain.url}/robots.txt`);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('lets search engines read the learner sign-in and sign-up, and nothing of the admin apps', () => {
    const robots = (app: string) => readFileSync(join(repo, 'apps', app, 'public', 'robots.txt'), 'utf8');
    const rules = (app: string) => robots(app).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules('learner')).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /user/login', 'Allow: /user/signup', 'Disallow: /']));
    for (const app of ['org-admin', 'back-office']) expect(rules(app)).toEqual(['User-agent: *', 'Disallow: /']);
  });
});

describe('security headers', () => {
  const expected = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };

  it('are on every answer: the page, a deep link, an asset, a 404, a 405', async () => {
    for (const [path, method] of [['/', 'GET'], ['/user/dashboard', 'GET'], ['/assets/index-abc123.js', 'GET'], ['/assets/gone.js', 'GET'], ['/', 'DELETE']] as const) {
      const answer = await request(`${plain.url}${path}`, { method });
      expect(answer.headers, `${method} ${path}`).toMatchObject(expected);
    }
  });

  it('allow no inline or evaluated script, and no framing', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives['script-src']).toBe("script-src 'self'");
    expect(directives['default-src']).toBe("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(directives['object-src']).toBe("object-src 'none'");
  });

  it('send HSTS only over HTTPS', async () => {
    expect((await request(`${plain.url}/`)).headers['strict-transport-security']).toBeUndefined();
    // A client's own X-Forwarded-Proto proves nothing without a trusted proxy in front.
    expect((await request(`${plain.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await request(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await request(`${behindProxy.url}/`, { headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    expect(overTls, 'openssl made a certificate for the TLS case').not.toBeNull();
    const secure = await request(`${overTls!.url}/user/dashboard`);
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('/api proxy', () => {
  it('passes method, path, query and a streamed body, and keeps every Set-Cookie', async () => {
    apiRequests.length = 0;
    const body = JSON.stringify({ email: 'a@b.example', note: 'x'.repeat(100_000) });
    const answer = await request(`${plain.url}/api/user/login?return_url=%2Fuser%2Fdashboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=old', 'x-csrf-token': 't0k' },
      body,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ method: 'POST', echo: body });
    expect(answer.headers['set-cookie']).toEqual(['session=abc; Path=/api; HttpOnly', 'csrf=def; Path=/']);
    const seen = apiRequests[0]!;
    expect(seen.url).toBe('/api/user/login?return_url=%2Fuser%2Fdashboard');
    expect(seen.headers).toMatchObject({ cookie: 'session=old', 'x-csrf-token': 't0k', 'content-type': 'application/json' });
  });

  it('tells the API who the client is, replacing what a client claims unless a trusted proxy is in front', async () => {
    apiRequests.length = 0;
    const spoofed = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    await request(`${plain.url}/api/health`, { headers: spoofed });
    await request(`${behindProxy.url}/api/health`, { headers: spoofed });
    const [direct, proxied] = apiRequests;
    expect(direct!.headers).toMatchObject({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-forwarded-host': new URL(plain.url).host, host: new URL(plain.url).host });
    expect(proxied!.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9, 127.0.0.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
  });

  it('passes the development outbox on for this machine only, not for a client a proxy forwarded or another machine', async () => {
    apiRequests.length = 0;
    expect((await request(`${plain.url}/api/dev/outbox?to=a%40b.example`)).status).toBe(200);
    const forwardedBy: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '127.0.0.1' }];
    for (const headers of forwardedBy) {
      const answer = await request(`${plain.url}/api/dev/outbox?to=a%40b.example`, { headers });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body.toString())).toEqual({ error: { code: 'NotFound', message: 'The development outbox is switched off.' } });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(apiRequests.map((seen) => seen.url)).toEqual(['/api/dev/outbox?to=a%40b.example']);
    const fromElsewhere = { url: '/api/dev/outbox?to=a%40b.example', headers: {}, socket: { remoteAddress: '192.0.2.4' } } as unknown as IncomingMessage;
    expect(isDevPathFromElsewhere(fromElsewhere)).toBe(true);
    expect(isDevPathFromElsewhere({ ...fromElsewhere, url: '/api/user/login' } as IncomingMessage)).toBe(false);
  });

  it("keeps the API's own security headers and adds the missing ones", async () => {
    const answer = await request(`${plain.url}/api/health`);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  });

  it('answers 502 in the contract error shape when the API is down', async () => {
    const down = await startAppServer({ root, apiUrl: 'http://127.0.0.1:9', port: 0 });
    try {
      const answer = await request(`${down.url}/api/health`);
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body.toString())).toEqual({ error: { code: 'BadGateway', message: expect.any(String) } });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      down.server.close();
    }
  });
});

describe('the command line (README: tools/serve-apps/main.ts)', () => {
  it('serves a build folder on the port it is given', async () => {
    const main = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main, root, '--port', '0', '--api', 'http://127.0.0.1:9'], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const url = /on (http:\S+)/.exec(line.toString())?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const answer = await request(`${url}/user/dashboard`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(indexHtml);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
