import type { Schema } from '@stride/api-sdk';
import { reportRow } from '@stride/reports';
import type { ReportResult } from '../features/reports/api';

export { aTeam, anOrganization } from './customer-fixtures';

type Row = ReportResult['rows'][number];

/** An inactive-users report of Northwind as GET reports/{name}/{variant} answers it. */
export function anInactiveUsersReport(rows: Row[] = [{ name: 'Tom Reyes', email: 'tom@northwind.example', last_active_on: '2026-11-24', days_inactive: 1 }]): Schema<'ReportResult'> {
  return {
    report: reportRow('inactive-users', 'org_admin', { days: 0, organization_id: 1 }),
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'last_active_on', label: 'Last active on' },
      { key: 'days_inactive', label: 'Days since last active' },
    ],
    rows,
    generated_at: '2026-11-25T09:00:00.000Z',
  };
}

/** A basic-metrics report as GET reports/{name}/{variant} answers it. */
export function aBasicMetricsReport(): Schema<'ReportResult'> {
  return {
    report: reportRow('basic-metrics', 'group_admin', { group_id: 10 }),
    columns: [
      { key: 'metric', label: 'Metric' },
      { key: 'value', label: 'Value' },
    ],
    rows: [
      { metric: 'Members joined', value: 12 },
      { metric: 'Points earned', value: 4210 },
    ],
    generated_at: '2026-11-25T09:00:00.000Z',
  };
}
