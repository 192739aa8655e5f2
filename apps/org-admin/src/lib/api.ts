import type { operations } from '@stride/api-sdk';
import { createAppApi } from '@stride/app-shell';
import { paths } from '../config/paths';

/** This app's API client and query bindings (see createAppApi). */
export const { api, apiQueries } = createAppApi({ loginPath: paths.login });

/** The JSON body of a contract operation, e.g. `Body<'createOrgGroup'>`. */
export type Body<Operation extends keyof operations> = operations[Operation] extends {
  requestBody: { content: { 'application/json': infer Json } };
}
  ? Json
  : never;
