import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, posix, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The build's precompressed variants, best first: brotli is smaller, gzip is understood everywhere. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long a file may be kept. Files under /assets/ carry a hash of their content in their name, so a
 * change is a new name: kept a year. Everything else (index.html, robots.txt, the favicon, the templates)
 * keeps its name across builds: kept but checked each time (no-cache, answered 304 while unchanged).
 * version.json is how an open app learns of a new build: never stored (no-store).
 */
export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath === '/version.json') return 'no-store';
  return 'no-cache';
}

/** Encodings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === '*') wildcard = allowed;
    else if (token) (allowed ? accepted : refused).add(token);
  }
  if (wildcard) for (const { name } of ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

type Found = { file: string; stats: Stats };

async function regularFile(file: string): Promise<Found | null> {
  const stats = await stat(file).catch(() => null);
  return stats?.isFile() ? { file, stats } : null;
}

/**
 * The file of `root` that a URL path names, or null. Decoded, normalised and kept inside root; hidden
 * files (a segment starting with a dot) and the compressed variants themselves are never answered.
 */
async function fileFor(root: string, urlPath: string): Promise<Found | null> {
  const normalised = posix.normalize(urlPath);
  if (normalised.split('/').some((segment) => segment.startsWith('.'))) return null;
  if (/\.(br|gz)$/.test(normalised) || normalised.includes('\0') || normalised.includes('\\')) return null;
  const file = join(root, normalised);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return regularFile(file);
}

/**
 * What a path without a file answers: the app's index.html (its router draws the page), unless the path
 * names a file, by being under /assets/ or by ending in an extension: a missing script, style sheet or
 * image then gets a 404 and not a page of HTML that the browser would try to run as one.
 */
export function fallsBackToIndex(urlPath: string): boolean {
  if (urlPath.startsWith('/assets/')) return false;
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

/** A route's page: the one prerendered for its address at build time (`<path>/index.html`), else index.html. */
async function pageFor(root: string, urlPath: string): Promise<Found | null> {
  return (await fileFor(root, posix.join(urlPath, 'index.html'))) ?? fileFor(root, '/index.html');
}

export type StaticAnswer = 'served' | 'not-found';

/**
 * Answers a GET or HEAD for the app's files from `root` (an absolute folder): the file itself, its .br or
 * .gz variant when the client accepts it, or for the app's own routes their prerendered page or index.html. Headers: Content-Type,
 * Content-Length, Cache-Control, an ETag per variant (If-None-Match answers 304) and Vary: Accept-Encoding
 * where variants exist. Sends nothing and resolves 'not-found' when there is nothing to serve.
 */
export async function serveStatic(root: string, request: IncomingMessage, response: ServerResponse, urlPath: string): Promise<StaticAnswer> {
  const wanted = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
  const found = (await fileFor(root, wanted)) ?? (fallsBackToIndex(urlPath) ? await pageFor(root, urlPath) : null);
  if (!found) return 'not-found';
  const servedPath = found.file === join(root, 'index.html') ? '/index.html' : wanted;

  const accepted = acceptedEncodings(headerValue(request.headers['accept-encoding']));
  let chosen: Found = found;
  let encoding: string | null = null;
  let hasVariants = false;
  for (const { name, suffix } of ENCODINGS) {
    const variant = await regularFile(found.file + suffix);
    if (!variant) continue;
    hasVariants = true;
    if (!encoding && accepted.has(name)) {
      chosen = variant;
      encoding = name;
    }
  }

  const etag = `"${chosen.stats.size.toString(36)}-${Math.floor(chosen.stats.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
  response.setHeader('content-type', CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream');
  response.setHeader('cache-control', cacheControl(servedPath));
  response.setHeader('etag', etag);
  response.setHeader('last-modified', chosen.stats.mtime.toUTCString());
  if (hasVariants) response.setHeader('vary', 'Accept-Encoding');
  if (encoding) response.setHeader('content-encoding', encoding);

  if (headerValue(request.headers['if-none-match'])?.split(',').some((tag) => tag.trim() === etag)) {
    response.writeHead(304).end();
    return 'served';
  }
  response.setHeader('content-length', chosen.stats.size);
  if (request.method === 'HEAD') {
    response.writeHead(200).end();
    return 'served';
  }
  response.writeHead(200);
  const stream = createReadStream(chosen.file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
  return 'served';
}

function headerValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header.join(',') : header;
}
