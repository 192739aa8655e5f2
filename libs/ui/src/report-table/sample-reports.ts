import type { ReportTableResult } from './report-table';

/** Reports as the server answers them, for the stories and tests. */
export const inactiveUsersReport: ReportTableResult = {
  report: {
    reportName: 'Inactive users',
    description: 'Members who completed no learning in the chosen period: today, the last 2 days, or more than 3 or 7 days.',
  },
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'last_active_on', label: 'Last active on' },
    { key: 'days_inactive', label: 'Days since last active' },
  ],
  rows: [
    { name: 'Ana Silva', email: 'ana@northwind.example', last_active_on: null, days_inactive: null },
    { name: 'Gia Lead', email: 'gia@northwind.example', last_active_on: '2026-11-19', days_inactive: 6 },
    { name: 'Tom Reyes', email: 'tom@northwind.example', last_active_on: '2026-11-24', days_inactive: 1 },
  ],
  generated_at: '2026-11-25T09:00:00.000Z',
};

export const unstartedUsersReport: ReportTableResult = {
  report: { reportName: 'Users who have not started', description: 'Members who joined but have not started any activity, revision or challenge.' },
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'joined_on', label: 'Joined on' },
    { key: 'enrolled', label: 'Enrolled in a program' },
  ],
  rows: [
    { name: 'Ana Silva', email: 'ana@northwind.example', joined_on: '2026-11-16', enrolled: true },
    { name: 'Ola Member', email: 'ola@northwind.example', joined_on: null, enrolled: false },
  ],
  generated_at: '2026-11-25T09:00:00.000Z',
};

export const emptyReport: ReportTableResult = { ...unstartedUsersReport, rows: [] };
