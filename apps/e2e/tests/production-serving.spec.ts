import { expect, test } from '../support/test';

// What `npm start` serves (tools/serve-apps), seen from Chromium: each app's sign-in page, prerendered at
// build time, with its security headers, its first script in brotli, kept a year; a missing asset is a 404,
// not the page.
const apps = [
  { name: 'learner', origin: 'http://localhost:4200', signIn: '/user/login', robots: 'Allow: /user/login' },
  { name: 'org-admin', origin: 'http://localhost:4300', signIn: '/login', robots: 'Disallow: /' },
  { name: 'back-office', origin: 'http://localhost:4400', signIn: '/admin/login', robots: 'Disallow: /' },
];

for (const app of apps) {
  test(`${app.name}: the sign-in page comes with its security headers and brotli assets kept a year`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const script = page.waitForResponse((response) => /\/assets\/index-[^/]+\.js$/.test(response.url()));
    const document = await page.goto(`${app.origin}${app.signIn}`);
    expect(document?.status()).toBe(200);
    const headers = document!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'cache-control': 'no-cache' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const scriptHeaders = (await script).headers();
    expect(scriptHeaders).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });

    // Prerendered: the document itself holds the form and its styles, and the app hydrates it in place.
    const html = await document!.text();
    expect(html).toMatch(/<div id="root">.*<form/s);
    expect(html).not.toContain('<link rel="stylesheet"');
    await expect(page.getByLabel(/^Email/)).toBeEnabled();
    expect(await page.evaluate(() => Object.keys(window.document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(true);
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);

    const missing = await page.request.get(`${app.origin}/assets/index-missing.js`);
    expect(missing.status()).toBe(404);
    expect(await (await page.request.get(`${app.origin}/robots.txt`)).text()).toContain(app.robots);
  });
}
