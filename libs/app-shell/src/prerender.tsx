import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router';
import { AppProviders } from './app-providers';
import { shareQueryClientWithLoaders } from './loader-query-client';

/**
 * The markup of the app's page at `path` as its first render in the browser draws it, for a page written
 * as HTML at build time (libs/vite-config's prerender plugin; docs/performance.md). The page is then hydrated
 * by renderApp. Only a page that draws the same for everyone before any data arrives can be prerendered:
 * the sign-in pages.
 */
export async function prerenderPage(routes: RouteObject[], path: string): Promise<string> {
  // Nothing is fetched at build time: the loaders find no QueryClient and start nothing.
  shareQueryClientWithLoaders(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: only a page can be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
