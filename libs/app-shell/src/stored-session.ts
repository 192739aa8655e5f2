/**
 * The session data the screens keep in local storage, under the spec's keys (docs/security.md): first_name,
 * last_name, email, id, token, expiry and org_id (the text "null" for none). The token is only the
 * anti-forgery token; the session itself lives in an HttpOnly cookie that scripts cannot read.
 */
export interface SessionData {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  token: string;
  /** ISO date-time at which the server ends the session. */
  expiryDate: string;
  organization_id?: number | null;
  role_id?: number;
}

const KEYS = ['first_name', 'last_name', 'email', 'id', 'token', 'expiry', 'org_id', 'role_id'] as const;

export function saveSession(session: SessionData, storage: Storage = localStorage): void {
  storage.setItem('first_name', session.first_name);
  storage.setItem('last_name', session.last_name);
  storage.setItem('email', session.email);
  storage.setItem('id', String(session.id));
  storage.setItem('token', session.token);
  storage.setItem('expiry', session.expiryDate);
  storage.setItem('org_id', session.organization_id == null ? 'null' : String(session.organization_id));
  if (session.role_id !== undefined) storage.setItem('role_id', String(session.role_id));
}

/** Keeps the names the top bars show in step with a profile just saved. */
export function saveStoredNames(names: { first_name: string; last_name: string }, storage: Storage = localStorage): void {
  storage.setItem('first_name', names.first_name);
  storage.setItem('last_name', names.last_name);
}

export function storedToken(storage: Storage = localStorage): string | null {
  return storage.getItem('token');
}

/** The signed-in email, shown in the top bars; null when signed out. */
export function storedEmail(storage: Storage = localStorage): string | null {
  return storage.getItem('email');
}

/** The signed-in user's organisation (local storage `org_id`), or null for none: it decides their catalogue. */
export function storedOrganizationId(storage: Storage = localStorage): number | null {
  const value = Number(storage.getItem('org_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Who is signed in, as far as the screens need to know (names for the menu, the role for admin links, the id for calls about oneself). */
export interface StoredUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
}

export function storedUser(storage: Storage = localStorage): StoredUser | null {
  const email = storage.getItem('email');
  if (!email || !storage.getItem('token')) return null;
  return {
    id: Number(storage.getItem('id')),
    email,
    first_name: storage.getItem('first_name') ?? '',
    last_name: storage.getItem('last_name') ?? '',
    role_id: Number(storage.getItem('role_id') ?? 1),
  };
}

/** True when a token is stored and its expiry is still ahead: the first check of a protected screen. */
export function hasFreshSession(now: Date = new Date(), storage: Storage = localStorage): boolean {
  const expiry = Date.parse(storage.getItem('expiry') ?? '');
  return Boolean(storage.getItem('token')) && Number.isFinite(expiry) && expiry > now.getTime();
}

/** Forgets the signed-in user: local and session storage both, as the spec's logout says. */
export function clearSession(storage: Storage = localStorage): void {
  for (const key of KEYS) storage.removeItem(key);
  sessionStorage.clear();
}
