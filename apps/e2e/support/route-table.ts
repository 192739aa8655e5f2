import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { createServer } from 'vite';

export type AppName = 'learner' | 'org-admin' | 'back-office';
export const appNames: readonly AppName[] = ['learner', 'org-admin', 'back-office'];

const root = join(import.meta.dirname, '..', '..', '..');

function flatten(routes: RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...flatten(route.children ?? [], path)];
  });
}

/**
 * Every path of each app's route table (`apps/<app>/src/app/router.tsx`), loaded through Vite's SSR loader
 * (it compiles the TSX and stubs the stylesheets; the lazy screens are never loaded), so a route added to an
 * app is walked without being listed anywhere else.
 */
export async function appRoutePaths(): Promise<Record<AppName, string[]>> {
  const server = await createServer({ root, configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const entries = await Promise.all(
      appNames.map(async (app) => {
        const { routes } = (await server.ssrLoadModule(join(root, 'apps', app, 'src', 'app', 'router.tsx'))) as { routes: RouteObject[] };
        return [app, [...new Set(flatten(routes, ''))]] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<AppName, string[]>;
  } finally {
    await server.close();
  }
}
