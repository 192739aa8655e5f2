import { prerenderPage } from '@stride/app-shell/prerender';
import { routes } from './app/router';

/** The build's prerendered pages (libs/vite-config): the markup of the page at `path`. */
export const render = (path: string) => prerenderPage(routes, path);
