import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApiProxy } from './api-proxy';
import { isHttps, securityHeaders } from './security-headers';
import { serveStatic } from './static-files';

export interface AppServerOptions {
  /** The app's build: a folder of static files (apps/<app>/dist). */
  root: string;
  /** Where /api goes, e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /**
   * Set when a proxy or load balancer of ours stands in front (it terminates TLS): its X-Forwarded-Proto
   * decides whether the browser used HTTPS (and so HSTS), and its X-Forwarded-For and -Host are passed on.
   * Off, those headers are the client's word and are ignored.
   */
  trustProxy?: boolean;
  /** Serve HTTPS on this key and certificate (PEM) rather than plain HTTP. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-cache' });
  response.end(text);
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The production server of one app (docs/deploy.md): the app's static files with their precompressed
 * variants and cache rules, index.html for the app's routes, /api passed to the API, and the security
 * headers on every answer. Not started: call listen(), or use startAppServer().
 */
export function createAppServer(options: AppServerOptions): http.Server {
  const root = resolve(options.root);
  const trustProxy = options.trustProxy ?? false;
  const proxy = createApiProxy(new URL(options.apiUrl), trustProxy);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    const headers = securityHeaders(isHttps(request, trustProxy));
    if (isApiPath(url)) {
      proxy(request, response, headers);
      return;
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(url, 'http://app').pathname);
    } catch {
      sendText(response, 400, 'Bad request\n');
      return;
    }
    if ((await serveStatic(root, request, response, urlPath)) === 'not-found') sendText(response, 404, 'Not found\n');
  };

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      if (response.headersSent) response.destroy();
      else sendText(response, 500, 'Internal server error\n');
    });
  };
  const server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, listener) : http.createServer(listener);
  server.on('close', () => proxy.close());
  return server;
}

/** Creates the server and listens on host:port (port 0: any free port); resolves once it listens. */
export async function startAppServer(options: AppServerOptions & { port: number; host?: string }): Promise<{ server: http.Server; url: string }> {
  const server = createAppServer(options);
  server.listen(options.port, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return { server, url: `${options.tls ? 'https' : 'http'}://${host}:${port}` };
}
