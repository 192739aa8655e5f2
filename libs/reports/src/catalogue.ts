import type { Schema, operations } from '@stride/api-sdk/contract';

/**
 * The report catalogue (docs/reports.md): the nine reports with a title and a
 * description each, and their view links `reports/{name}/{variant}`. Shared by the server (the `report` of
 * every ReportResult), the back-office report screens and the organisation administrator's, so a report is
 * named and linked the same way everywhere. Definitions of the figures: docs/reports.md.
 */

export type ReportName = Schema<'ReportName'>;
export type ReportVariant = Schema<'ReportVariant'>;
export type ReportQuery = NonNullable<operations['getReport']['parameters']['query']>;
/** The inactive-users day option: 0 today, 1 the last 2 days, 3 more than 3 days, 7 more than 7 days. */
export type InactiveDays = NonNullable<ReportQuery['days']>;

export interface ReportInfo {
  name: ReportName;
  /** What the report list shows in its Report column (ReportRow.reportName). */
  title: string;
  description: string;
}

/** The nine reports in the order the report list shows them. */
export const reportCatalogue: readonly ReportInfo[] = [
  {
    name: 'unregistered-users',
    title: 'Unregistered users',
    description: 'People invited to a team or added to the organisation who have not joined yet, and whether they have signed up.',
  },
  {
    name: 'unstarted-users',
    title: 'Users who have not started',
    description: 'Members who joined but have not started any activity, revision or challenge.',
  },
  {
    name: 'inactive-users',
    title: 'Inactive users',
    description: 'Members who completed no learning in the chosen period: today, the last 2 days, or more than 3 or 7 days.',
  },
  {
    name: 'basic-metrics',
    title: 'Basic metrics',
    description: 'Members, enrolments, active learners, points and completions at a glance.',
  },
  {
    name: 'program-completion',
    title: 'Program completion',
    description: 'For each program: members enrolled, members who completed it, and the completion rate.',
  },
  {
    name: 'users-completed-entire-program',
    title: 'Users who completed an entire program',
    description: 'Members who completed every day of a program, with the day they finished.',
  },
  {
    name: 'today-learning-summary',
    title: "Today's learning summary",
    description: 'What each member completed today: activities, revisions, challenges and the points earned.',
  },
  {
    name: 'yesterday-learning-summary',
    title: "Yesterday's learning summary",
    description: 'What each member completed yesterday: activities, revisions, challenges and the points earned.',
  },
  {
    name: 'active-users-comparison',
    title: 'Active users: this week and last week',
    description: 'How many members learned on each of the last 7 days, beside the same day a week earlier.',
  },
];

export const reportNames: readonly ReportName[] = reportCatalogue.map((report) => report.name);
export const reportVariants: readonly ReportVariant[] = ['org_admin', 'group_admin'];

/** The inactive-users day options as the spec lists them (docs/reports.md). */
export const inactiveDayOptions: readonly { value: InactiveDays; label: string }[] = [
  { value: 0, label: 'Today' },
  { value: 1, label: 'For Last 2 Days' },
  { value: 3, label: 'For More Than 3 Days' },
  { value: 7, label: 'For More Than 7 Days' },
];

/** The day option of the default inactive-users link (docs/reports.md). */
export const DEFAULT_INACTIVE_DAYS: InactiveDays = 3;

/** The report screens' words (docs/reports.md). */
export const reportMessages = {
  chooseDays: 'Select a option from drop down.',
  empty: 'There is no data available matching the conditions for this report',
} as const;

/** Which reports take the day option. */
export const takesDays = (name: ReportName) => name === 'inactive-users';

/** Options of a view link: the day option (inactive-users only) and the scope a back-office admin chose. */
export interface ReportLinkOptions {
  days?: InactiveDays | undefined;
  organization_id?: number | undefined;
  group_id?: number | undefined;
}

const catalogueEntry = (name: ReportName): ReportInfo => {
  const entry = reportCatalogue.find((report) => report.name === name);
  if (!entry) throw new Error(`Not a report: ${name}`);
  return entry;
};

/**
 * The view link of a report: `reports/{name}/{variant}`, with `days` for inactive-users (the default 3 when
 * none is given) and never for the others, then the scope parameters that are given.
 */
export function reportViewLink(name: ReportName, variant: ReportVariant, options: ReportLinkOptions = {}): string {
  const query = new URLSearchParams();
  if (takesDays(name)) query.set('days', String(options.days ?? DEFAULT_INACTIVE_DAYS));
  if (options.organization_id !== undefined) query.set('organization_id', String(options.organization_id));
  if (options.group_id !== undefined) query.set('group_id', String(options.group_id));
  const path = `reports/${name}/${variant}`;
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/** A report as the report list shows it (ReportRow): its title, description and view link. */
export function reportRow(name: ReportName, variant: ReportVariant, options: ReportLinkOptions = {}): Schema<'ReportRow'> {
  const { title, description } = catalogueEntry(name);
  return { reportName: title, description, viewLink: reportViewLink(name, variant, options) };
}

/** A view link taken apart for the typed client, or null when it is not a link of the catalogue's shape. */
export interface ParsedReportLink {
  name: ReportName;
  variant: ReportVariant;
  query: ReportQuery;
}

const isReportName = (value: string): value is ReportName => (reportNames as readonly string[]).includes(value);
const isReportVariant = (value: string): value is ReportVariant => (reportVariants as readonly string[]).includes(value);
const isInactiveDays = (value: number): value is InactiveDays => inactiveDayOptions.some((option) => option.value === value);
const ID = /^[1-9]\d{0,9}$/;

/**
 * Reads a view link (`reports/{name}/{variant}?…`, with or without a leading slash) back into the name, the
 * variant and the query the contract allows; anything else (another path, an unknown parameter, a day option
 * that is not one of the four) is null, so a screen never sends a request the link did not mean.
 */
export function parseReportLink(link: string): ParsedReportLink | null {
  const [path = '', search = ''] = link.replace(/^\//, '').split('?', 2);
  const match = /^reports\/([a-z-]+)\/([a-z_]+)$/.exec(path);
  if (!match?.[1] || !match[2] || !isReportName(match[1]) || !isReportVariant(match[2])) return null;
  const query: ReportQuery = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'days') {
      const days = Number(value);
      if (!/^\d$/.test(value) || !isInactiveDays(days)) return null;
      query.days = days;
    } else if ((key === 'organization_id' || key === 'group_id') && ID.test(value)) {
      query[key] = Number(value);
    } else {
      return null;
    }
  }
  return { name: match[1], variant: match[2], query };
}
