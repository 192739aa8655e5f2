import { describe, expect, it } from 'vitest';
import { isFromThisMachine } from './this-machine';

const local = { host: 'localhost:4200' };

describe('isFromThisMachine', () => {
  it('accepts a loopback peer, directly or through loopback proxies, addressed to this machine', () => {
    expect(isFromThisMachine('127.0.0.1', local)).toBe(true);
    expect(isFromThisMachine('::1', { host: '[::1]:3000' })).toBe(true);
    expect(isFromThisMachine('::ffff:127.0.0.1', { host: '127.0.0.1:3000' })).toBe(true);
    // npm start: the app's server on this machine replaced X-Forwarded-For with the browser's loopback address.
    expect(isFromThisMachine('127.0.0.1', { ...local, 'x-forwarded-for': '::1', 'x-forwarded-host': 'localhost:4200' })).toBe(true);
    expect(isFromThisMachine('127.0.0.1', { ...local, forwarded: 'for=127.0.0.1;proto=http, for="[::1]:4711"' })).toBe(true);
  });

  it('refuses another machine, whatever it claims', () => {
    expect(isFromThisMachine('203.0.113.9', local)).toBe(false);
    expect(isFromThisMachine('203.0.113.9', { ...local, 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(isFromThisMachine('10.0.0.5', local)).toBe(false);
    expect(isFromThisMachine(undefined, local)).toBe(false);
  });

  it('refuses a request a proxy on this machine passed on for someone elsewhere', () => {
    expect(isFromThisMachine('127.0.0.1', { ...local, 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { ...local, 'x-forwarded-for': ['127.0.0.1', '198.51.100.7'] })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { ...local, forwarded: 'for=198.51.100.7' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { ...local, forwarded: 'for="_hidden"' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { ...local, 'x-real-ip': '198.51.100.7' })).toBe(false);
  });

  it('refuses a request addressed to another name, as a page elsewhere rebinding its own DNS name to 127.0.0.1 sends', () => {
    expect(isFromThisMachine('127.0.0.1', { host: 'attacker.example:3000' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { host: 'localhost.attacker.example' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', { ...local, 'x-forwarded-host': 'learn.example.com' })).toBe(false);
    expect(isFromThisMachine('127.0.0.1', {})).toBe(false);
  });
});
