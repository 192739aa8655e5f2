// Types of the contract only (no runtime code): the API server imports these.
export type { components, operations, paths } from './generated/openapi';
import type { components } from './generated/openapi';

/** A named schema of openapi.yaml, e.g. `Schema<'UserSession'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The `{ error: { code, message } }` body every failure carries. */
export type ErrorBody = components['schemas']['Error'];
