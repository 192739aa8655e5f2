import { createAppApi } from '@stride/app-shell';
import { paths } from '../config/paths';

/** This app's API client and query bindings (see createAppApi). */
export const { api, apiQueries } = createAppApi({ loginPath: paths.login });

