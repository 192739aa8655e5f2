/**
 * Plays the browser at the development identity provider: follows its redirects by hand, keeps its cookies
 * and submits its login form, until it sends the browser back to `redirectUri`. Returns that callback URL
 * (with `code` and `state`, or `error`).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const split = pair.indexOf('=');
      cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
    return response;
  };

  let url = authorizationUrl;
  let response = await go(url);
  for (let step = 0; step < 10; step++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(`${redirectUri}?`)) return next;
      url = next.href;
      response = await go(url);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`The provider answered ${response.status} at ${url} without a form: ${page.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    response = await go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
    });
  }
  throw new Error(`The provider did not send the browser back to ${redirectUri} within 10 steps (last at ${url}).`);
}
