export { ApiError, errorMessage, isApiError, isRefusal, isUnreachable } from './api-error';
export { createApiClient, dataOf, type ApiClient, type ApiClientOptions } from './client';
export { callKey, createApiQueries, type ApiQueries, type CallPath } from './query';
export type { Body, ErrorBody, Schema, components, operations, paths } from './contract';
