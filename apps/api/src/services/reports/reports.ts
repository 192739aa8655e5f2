import type { Schema } from '@stride/api-sdk';
import { reportRow, takesDays, type InactiveDays, type ReportName, type ReportVariant } from '@stride/reports/catalogue';
import { GROUP_ADMIN_ROLE, isOrganisationAdminLevel } from '@stride/validation';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { administersGroup } from '../groups/organisation-boundary';
import type { User } from '../sessions/session-store';
import { activeUsersComparison } from './definitions/active-users-comparison';
import { basicMetrics } from './definitions/basic-metrics';
import { inactiveUsers } from './definitions/inactive-users';
import { todayLearningSummary, yesterdayLearningSummary } from './definitions/learning-summary';
import { programCompletion } from './definitions/program-completion';
import { unregisteredUsers } from './definitions/unregistered-users';
import { unstartedUsers } from './definitions/unstarted-users';
import { usersCompletedEntireProgram } from './definitions/users-completed-entire-program';
import type { ReportDefinition } from './report-definition';
import { membersOf } from './report-members';
import { adminColumns, type Scope } from './report-scope';

/** Why a report is refused; the contract's 400, 403 and 404 (docs/reports.md, "Scope and authorisation"). */
export const reportErrors = {
  daysRequired: 'The inactive-users report needs a day option: days 0, 1, 3 or 7.',
  daysNotTaken: (name: ReportName) => `The ${name} report takes no day option.`,
  orgAdminsOnly: 'Only organisation administrators can read organisation reports.',
  groupAdminsOnly: 'Only group administrators can read group reports.',
  noOrganization: 'You are not an administrator of an organisation.',
  ownOrganizationOnly: 'You can read the reports of your own organisation only.',
  ownGroupsOnly: 'You can read the reports of the groups you administer only.',
  organizationRequired: 'Choose an organisation: organization_id is required.',
  groupRequired: 'Choose a team: group_id is required.',
  organizationWithGroupVariant: 'organization_id is for org_admin reports; group_admin reports take group_id.',
  groupWithOrganizationVariant: 'group_id is for group_admin reports; org_admin reports take organization_id.',
  unknownOrganization: (id: number) => `There is no organization with id ${id}.`,
  unknownGroup: (id: number) => `There is no group with id ${id}.`,
} as const;

/** Who asks: a back-office admin, or a learner session (an organisation or group admin, or refused). */
export type ReportCaller = { backOffice: true } | { user: User };

export interface ReportRequest {
  name: ReportName;
  variant: ReportVariant;
  days?: InactiveDays | undefined;
  organization_id?: number | undefined;
  group_id?: number | undefined;
}

/** One definition per report name of the contract: a name without one, or one without a name, fails tsc. */
const reportDefinitions: { readonly [Name in ReportName]: ReportDefinition } = {
  'unregistered-users': unregisteredUsers,
  'unstarted-users': unstartedUsers,
  'inactive-users': inactiveUsers,
  'basic-metrics': basicMetrics,
  'program-completion': programCompletion,
  'users-completed-entire-program': usersCompletedEntireProgram,
  'today-learning-summary': todayLearningSummary,
  'yesterday-learning-summary': yesterdayLearningSummary,
  'active-users-comparison': activeUsersComparison,
};

/**
 * The nine reports (docs/reports.md). Each is one or two set-based queries over the scope's members, every
 * figure a count or sum over indexed rows: for a team, a member's rows through indexes that lead with
 * user_id; for a large organisation, the window's rows of every learner through indexes that lead with the
 * day or time, hash-joined to the members (the planner chooses by the members' estimate). Nothing is read
 * into the server to be counted there.
 */
export function createReports(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> => (await executor.execute(query)).rows as T[];

  /** Checks the request's shape and who asks, and names the people the report covers. */
  async function scopeOf(caller: ReportCaller, request: ReportRequest): Promise<Scope> {
    const { name, variant, days, organization_id, group_id } = request;
    if (takesDays(name) && days === undefined) throw badRequest(reportErrors.daysRequired);
    if (!takesDays(name) && days !== undefined) throw badRequest(reportErrors.daysNotTaken(name));
    if (variant === 'org_admin' && group_id !== undefined) throw badRequest(reportErrors.groupWithOrganizationVariant);
    if (variant === 'group_admin' && organization_id !== undefined) throw badRequest(reportErrors.organizationWithGroupVariant);

    if ('backOffice' in caller) {
      if (variant === 'org_admin') {
        if (organization_id === undefined) throw badRequest(reportErrors.organizationRequired);
        const found = await rowsOf(db, sql`select 1 from organizations where id = ${organization_id}`);
        if (found.length === 0) throw notFound(reportErrors.unknownOrganization(organization_id));
        return { kind: 'organization', organizationId: organization_id };
      }
      if (group_id === undefined) throw badRequest(reportErrors.groupRequired);
      const found = await rowsOf(db, sql`select 1 from groups where id = ${group_id}`);
      if (found.length === 0) throw notFound(reportErrors.unknownGroup(group_id));
      return { kind: 'group', groupId: group_id };
    }

    const { user } = caller;
    if (variant === 'org_admin') {
      if (!isOrganisationAdminLevel(user.role_id)) throw forbidden(reportErrors.orgAdminsOnly, 'NotOrganisationAdmin');
      if (user.organization_id === null) throw forbidden(reportErrors.noOrganization, 'NotOrganisationAdmin');
      // Another organisation's id is refused whether or not it exists: the answer says nothing about it.
      if (organization_id !== undefined && organization_id !== user.organization_id) throw forbidden(reportErrors.ownOrganizationOnly);
      return { kind: 'organization', organizationId: user.organization_id };
    }
    if (user.role_id !== GROUP_ADMIN_ROLE) throw forbidden(reportErrors.groupAdminsOnly, 'NotGroupAdmin');
    if (group_id === undefined) return { kind: 'administered', admin: user };
    const own = await rowsOf(db, sql`select 1 from groups g where g.id = ${group_id} and ${administersGroup(user, adminColumns)}`);
    if (own.length === 0) throw forbidden(reportErrors.ownGroupsOnly);
    return { kind: 'group', groupId: group_id };
  }

  return {
    /** One report as a table for `caller`: refused with 400, 403 or 404 before anything is read. */
    async report(caller: ReportCaller, request: ReportRequest): Promise<Schema<'ReportResult'>> {
      const scope = await scopeOf(caller, request);
      const now = clock.now();
      // Every query of a report reads one snapshot, so its figures agree with each other.
      const { columns, rows } = await db.transaction(
        async (tx) => {
          // An organisation's report hashes every member and a week of their events: more than the default
          // 4 MB per hash, which would spill to disk in batches (docs/performance.md, "Reports").
          await tx.execute(sql`set local work_mem = '64MB'`);
          const read = <T>(query: SQL) => rowsOf<T>(tx, query);
          const definition = reportDefinitions[request.name];
          const rows = await definition.query({ scope, days: request.days, read, members: () => membersOf(read, scope, now) });
          return { columns: [...definition.columns], rows };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const link = { days: request.days, organization_id: request.organization_id, group_id: request.group_id };
      return { report: reportRow(request.name, request.variant, link), columns, rows, generated_at: now.toISOString() };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
