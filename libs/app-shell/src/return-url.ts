import { isSameSitePath } from '@stride/validation';

/** The login path with `return_url` set to where the user was, so sign-in can bring them back. */
export function loginPathFor(loginPath: string, location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return `${loginPath}?${new URLSearchParams({ return_url: here }).toString()}`;
}

/** The `return_url` of the current address when it is a same-site path (see isSameSitePath), else null. */
export function safeReturnUrl(search: string): string | null {
  const value = new URLSearchParams(search).get('return_url');
  return value && isSameSitePath(value) ? value : null;
}
