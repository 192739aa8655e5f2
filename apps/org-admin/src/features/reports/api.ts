import { apiQueries } from '../../lib/api';
import type { ParsedReportLink } from '@stride/reports';

/** The reports' reads, keyed from the contract (`[method, path, params]`; decision 0010). */
export const reportQueries = {
  /** One report, from its view link taken apart. */
  report: ({ name, variant, query }: ParsedReportLink) => apiQueries.queryOptions('get', '/reports/{name}/{variant}', { params: { path: { name, variant }, query } }),
};
