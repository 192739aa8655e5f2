/** The JS and CSS files an index.html makes the browser fetch before the first screen. */
export function firstPageAssets(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /^<script\b/.test(tag) || /rel="(stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter((url): url is string => Boolean(url && /\.(js|css)$/.test(url)));
}
