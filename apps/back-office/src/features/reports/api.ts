import type { Schema } from '@stride/api-sdk';
import type { ParsedReportLink } from '@stride/reports';
import { apiQueries } from '../../lib/api';

export type Organization = Schema<'Organization'>;
export type Team = Schema<'Group'>;
export type ReportResult = Schema<'ReportResult'>;

/** The report screens' reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const reportQueries = {
  organizations: () => apiQueries.queryOptions('get', '/organization/all'),
  /** One organisation's teams, for narrowing its reports to one team. */
  teams: (organizationId: number) => apiQueries.queryOptions('get', '/group/all', { params: { query: { organization_id: organizationId } } }),
  /** One report, from its view link taken apart. */
  report: ({ name, variant, query }: ParsedReportLink) => apiQueries.queryOptions('get', '/reports/{name}/{variant}', { params: { path: { name, variant }, query } }),
};
