/** The login path with `return_url` set to where the user was, so sign-in can bring them back. */
export function loginPathFor(loginPath: string, location: { pathname: string; search: string }): string {
  const here = `${location.pathname}${location.search}`;
  return `${loginPath}?${new URLSearchParams({ return_url: here }).toString()}`;
}

/**
 * The `return_url` of the current address, but only a same-site path: an absolute or protocol-relative
 * URL would let a crafted link send the user to another site after signing in.
 */
export function safeReturnUrl(search: string): string | null {
  const value = new URLSearchParams(search).get('return_url');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
