import type { Schema } from '@stride/api-sdk';
import { reportRow, type ReportName, type ReportVariant } from '@stride/reports';

type ReportResult = Schema<'ReportResult'>;

/** A report as GET reports/{name}/{variant} answers it, for the signed-in admin's own scope. */
function aReport(name: ReportName, variant: ReportVariant, columns: [string, string][], rows: ReportResult['rows'], days?: 0 | 1 | 3 | 7): ReportResult {
  return {
    report: reportRow(name, variant, { days }),
    columns: columns.map(([key, label]) => ({ key, label })),
    rows,
    generated_at: '2026-11-25T09:00:00.000Z',
  };
}

/** Inactive users of the organisation (today's option unless `days` says otherwise). */
export const anInactiveUsersReport = (rows: ReportResult['rows'] = [{ name: 'Tom Reyes', email: 'tom@northwind.example', last_active_on: '2026-11-24', days_inactive: 1 }], days: 0 | 1 | 3 | 7 = 0) =>
  aReport(
    'inactive-users',
    'org_admin',
    [
      ['name', 'Name'],
      ['email', 'Email'],
      ['last_active_on', 'Last active on'],
      ['days_inactive', 'Days since last active'],
    ],
    rows,
    days,
  );

/** The week's comparison: its seven days, newest first, then the whole week. */
export const anActiveUsersComparison = () =>
  aReport(
    'active-users-comparison',
    'org_admin',
    [
      ['day', 'Day'],
      ['this_week', 'This week'],
      ['last_week', 'Last week'],
      ['change', 'Change'],
    ],
    (
      [
        ['Today', 4, 3],
        ['Yesterday', 6, 6],
        ['2 days ago', 5, 2],
        ['3 days ago', 0, 1],
        ['4 days ago', 7, 4],
        ['5 days ago', 3, 3],
        ['6 days ago', 2, 5],
        ['Whole week', 12, 10],
      ] as const
    ).map(([day, thisWeek, lastWeek]) => ({ day, this_week: thisWeek, last_week: lastWeek, change: thisWeek - lastWeek })),
  );

/** Two programs' completion in the groups a group admin administers. */
export const aProgramCompletionReport = () =>
  aReport(
    'program-completion',
    'group_admin',
    [
      ['program', 'Program'],
      ['enrolled', 'Enrolled'],
      ['completed', 'Completed'],
      ['completion_percent', 'Completion %'],
    ],
    [
      { program: 'Effective Communication at Work', enrolled: 8, completed: 2, completion_percent: 25 },
      { program: 'Time Management', enrolled: 4, completed: 0, completion_percent: 0 },
    ],
  );
