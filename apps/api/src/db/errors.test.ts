import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How Drizzle hands over a driver's error: its own, with the driver's as the cause. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnreachable', () => {
  it('recognises a server that is down, restarting or cut off, however the error is wrapped', () => {
    expect(isDatabaseUnreachable(wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed')))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isDatabaseUnreachable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('leaves statements that failed, and everything else, alone', () => {
    expect(isDatabaseUnreachable(wrapped(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isDatabaseUnreachable(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});
