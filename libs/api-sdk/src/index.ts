export { ApiError, isApiError } from './api-error';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { callKey, createApiQueries, type ApiQueries } from './query';
export type { ErrorBody, Schema, components, operations, paths } from './contract';
