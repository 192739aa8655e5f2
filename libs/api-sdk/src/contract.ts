// Types of the contract only (no runtime code): the API server imports these.
export type { components, operations, paths } from './generated/openapi';
import type { components, operations } from './generated/openapi';

/** A named schema of openapi.yaml, e.g. `Schema<'UserSession'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The `{ error: { code, message } }` body every failure carries. */
export type ErrorBody = components['schemas']['Error'];

/**
 * The JSON body of a contract operation, e.g. `Body<'createOrgGroup'>`: the one definition the server and the
 * apps share (`never` for an operation without a JSON body).
 */
export type Body<Operation extends keyof operations> = operations[Operation] extends {
  requestBody: { content: { 'application/json': infer Json } };
}
  ? Json
  : never;
