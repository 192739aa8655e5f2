import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import https from 'node:https';
import { forwardedProto, isHttps } from './security-headers';

// Headers of one connection, not of the message (RFC 9110 §7.6.1): never passed on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

export interface ApiProxy {
  (request: IncomingMessage, response: ServerResponse, extraHeaders: Record<string, string>): void;
  close(): void;
}

function hopByHop(headers: IncomingMessage['headers']): Set<string> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set([...HOP_BY_HOP, ...named]);
}

function first(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/**
 * The X-Forwarded-* headers the API reads when its TRUST_PROXY is on (Fastify's trustProxy: the client's
 * address for the rate limits, the protocol and the host). Without trustProxy here, whatever a client sent
 * is replaced by what this server saw, so a client cannot choose the address the API rate-limits; with it
 * (this server behind a load balancer of our own), ours is appended to the balancer's.
 */
export function forwardedHeaders(request: IncomingMessage, trustProxy: boolean): Record<string, string> {
  const peer = request.socket.remoteAddress ?? '';
  const incomingFor = first(request.headers['x-forwarded-for']);
  const incomingHost = first(request.headers['x-forwarded-host']);
  const ownProto = isHttps(request, false) ? 'https' : 'http';
  return {
    'x-forwarded-for': trustProxy && incomingFor ? `${incomingFor}, ${peer}` : peer,
    'x-forwarded-proto': (trustProxy && forwardedProto(request)) || ownProto,
    'x-forwarded-host': (trustProxy && incomingHost) || request.headers.host || '',
  };
}

const LOOPBACK = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1)$/i;

/**
 * The API's development outbox (`/api/dev/…`, DEV_OUTBOX) answers only this machine, and judges by the
 * addresses it is told. Forwarding replaces a client's X-Forwarded-For with the address seen here, so a
 * request some other proxy on this machine passes on for a stranger would reach the API looking local:
 * such a request, and any from another machine, stops here.
 */
export function isDevPathFromElsewhere(request: IncomingMessage): boolean {
  const path = request.url ?? '';
  if (!path.startsWith('/api/dev/') && !path.startsWith('/api/dev?')) return false;
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return forwarded || !LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** An answer in the contract's error shape, with this server's security headers. */
function sendError(response: ServerResponse, extraHeaders: Record<string, string>, status: number, error: { code: string; message: string }) {
  const body = JSON.stringify({ error });
  response.writeHead(status, { ...extraHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  response.end(body);
}

/**
 * Passes requests to the API at `target` (http:// or https://) as they are, streaming both bodies, over
 * kept-alive connections. The API's headers are kept, each Set-Cookie its own line; `extraHeaders` (this
 * server's security headers) are added where the API did not send its own. An API that cannot be reached
 * answers 502 in the contract's error shape. Requests for the development outbox from elsewhere are not
 * passed on (isDevPathFromElsewhere).
 */
export function createApiProxy(target: URL, trustProxy: boolean): ApiProxy {
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true });

  const proxy = (request: IncomingMessage, response: ServerResponse, extraHeaders: Record<string, string>) => {
    if (isDevPathFromElsewhere(request)) {
      // The API's own answer when the outbox is off: nothing tells a stranger it exists.
      sendError(response, extraHeaders, 404, { code: 'NotFound', message: 'The development outbox is switched off.' });
      return;
    }
    const dropped = hopByHop(request.headers);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) if (!dropped.has(name) && !name.startsWith('x-forwarded-')) headers[name] = value;
    Object.assign(headers, forwardedHeaders(request, trustProxy));

    const upstream = client.request({ protocol: target.protocol, hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent });
    upstream.on('response', (answer) => {
      const dropAnswer = hopByHop(answer.headers);
      const raw: string[] = [];
      const sent = new Set<string>();
      // rawHeaders alternates names and values, and keeps repeated headers (Set-Cookie) apart.
      for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
        const name = answer.rawHeaders[index] ?? '';
        if (dropAnswer.has(name.toLowerCase())) continue;
        raw.push(name, answer.rawHeaders[index + 1] ?? '');
        sent.add(name.toLowerCase());
      }
      for (const [name, value] of Object.entries(extraHeaders)) if (!sent.has(name)) raw.push(name, value);
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendError(response, extraHeaders, 502, { code: 'BadGateway', message: 'The service is not reachable. Try again in a moment.' });
    });
    // A client that goes away mid-answer frees the API's connection too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
  return Object.assign(proxy, { close: () => agent.destroy() });
}
