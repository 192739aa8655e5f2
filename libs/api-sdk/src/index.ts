export { ApiError, errorMessage, isApiError, isRefusal, isUnreachable } from './api-error';
export { createApiClient, dataOf, type ApiClient, type ApiClientOptions } from './client';
export { callKey, createApiQueries, type ApiQueries, type CallPath } from './query';
export type { Body, ErrorBody, Schema, components, operations, paths } from './contract';
export {
  DEFAULT_INACTIVE_DAYS,
  inactiveDayOptions,
  parseReportLink,
  reportCatalogue,
  reportMessages,
  reportNames,
  reportRow,
  reportVariants,
  reportViewLink,
  takesDays,
  type InactiveDays,
  type ParsedReportLink,
  type ReportInfo,
  type ReportLinkOptions,
  type ReportName,
  type ReportQuery,
  type ReportVariant,
} from './reports';
