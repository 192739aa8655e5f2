import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, hasFreshSession, saveSession, saveStoredNames, storedOrganizationId, storedToken, storedUser } from './stored-session';

const session = {
  id: 42,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  token: 'anti-forgery',
  expiryDate: '2031-01-01T00:00:00.000Z',
  organization_id: null,
  role_id: 3,
};

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the spec keys, with the text "null" for no organisation', () => {
    saveSession(session);
    expect(Object.fromEntries(['first_name', 'last_name', 'email', 'id', 'token', 'expiry', 'org_id', 'role_id'].map((key) => [key, localStorage.getItem(key)]))).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      id: '42',
      token: 'anti-forgery',
      expiry: '2031-01-01T00:00:00.000Z',
      org_id: 'null',
      role_id: '3',
    });
    expect(storedToken()).toBe('anti-forgery');
  });

  it('takes new names from a saved profile and keeps the rest', () => {
    saveSession(session);
    saveStoredNames({ first_name: 'Augusta', last_name: 'King' });
    expect(storedUser()).toEqual({ id: 42, email: 'ada@example.com', first_name: 'Augusta', last_name: 'King', role_id: 3 });
    expect(storedToken()).toBe('anti-forgery');
  });

  it('reads the organisation, with the text null meaning none', () => {
    saveSession({ ...session, organization_id: 12 });
    expect(storedOrganizationId()).toBe(12);
    saveSession({ ...session, organization_id: null });
    expect(localStorage.getItem('org_id')).toBe('null');
    expect(storedOrganizationId()).toBeNull();
  });

  it('is fresh only with a token and an expiry still ahead', () => {
    expect(hasFreshSession(new Date('2030-01-01'))).toBe(false);
    saveSession(session);
    expect(hasFreshSession(new Date('2030-01-01'))).toBe(true);
    expect(hasFreshSession(new Date('2031-01-02'))).toBe(false);
    localStorage.setItem('expiry', 'garbage');
    expect(hasFreshSession(new Date('2030-01-01'))).toBe(false);
  });

  it('clears local and session storage', () => {
    saveSession(session);
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem('tip_shown_at', 'kept');
    clearSession();
    expect(storedToken()).toBeNull();
    expect(localStorage.getItem('email')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
