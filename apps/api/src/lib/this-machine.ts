import type { IncomingHttpHeaders } from 'node:http';

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6 (how a dual-stack socket reports 127.0.0.1). */
const LOOPBACK_ADDRESS = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1)$/i;
/** A Host header that names this machine: localhost, a loopback address, with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

export const isLoopbackAddress = (address: string): boolean => LOOPBACK_ADDRESS.test(address.trim());

const list = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header : header === undefined ? [] : [header]).flatMap((value) => value.split(','));

/** The `for=` addresses of RFC 7239 Forwarded headers, unquoted, without brackets or ports. */
function forwardedFor(header: string | string[] | undefined): string[] {
  return list(header).flatMap((element) =>
    element
      .split(';')
      .map((pair) => /^\s*for=(.*)$/i.exec(pair)?.[1]?.trim().replace(/^"|"$/g, '') ?? null)
      .filter((value): value is string => value !== null)
      .map((value) => /^\[([^\]]+)\](?::\d+)?$/.exec(value)?.[1] ?? value.replace(/^(\d+(?:\.\d+){3}):\d+$/, '$1')),
  );
}

/**
 * Whether a request comes from this machine and only from it: the socket's peer is a loopback address,
 * every address a proxy named on the way (X-Forwarded-For, Forwarded, X-Real-IP) is one too, whatever
 * TRUST_PROXY says, and the Host (and X-Forwarded-Host) names this machine, which also turns away a page
 * elsewhere that reaches 127.0.0.1 through a DNS name of its own (DNS rebinding).
 */
export function isFromThisMachine(socketAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  const addresses = [socketAddress ?? '', ...list(headers['x-forwarded-for']), ...forwardedFor(headers.forwarded), ...list(headers['x-real-ip'])];
  const hosts = [headers.host ?? '', ...list(headers['x-forwarded-host'])];
  return addresses.every(isLoopbackAddress) && hosts.every((host) => LOOPBACK_HOST.test(host.trim()));
}
