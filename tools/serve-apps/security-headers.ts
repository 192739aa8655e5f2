import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The apps' Content-Security-Policy. Scripts come only from the app's own files (index.html has no inline
 * script). Styles allow 'unsafe-inline': Mantine writes its CSS variables into a <style> tag and sets
 * style attributes at run time. Images allow data: (small icons inlined into the CSS by the build). Fonts,
 * API calls and version.json stay on the app's origin. Social sign-in leaves by a link to /api, which the
 * API redirects to the provider: a navigation, which the policy does not restrict.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, the length browsers' preload lists ask for; sent only over HTTPS, where browsers heed it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Whether the browser reached us over HTTPS: our own TLS socket, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  return trustProxy && forwardedProto(request) === 'https';
}

/** The protocol the first proxy saw (the left-most of a comma-separated list), lower-cased. */
export function forwardedProto(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim().toLowerCase() || undefined;
}

/** The headers every answer carries, pages, files, errors and proxied API answers alike. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
