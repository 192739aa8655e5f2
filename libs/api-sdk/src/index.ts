export { ApiError, errorMessage, isApiError } from './api-error';
export { createApiClient, dataOf, type ApiClient, type ApiClientOptions } from './client';
export { createApiQueries, type ApiQueries } from './query';
export type { ErrorBody, Schema, components, operations, paths } from './contract';
