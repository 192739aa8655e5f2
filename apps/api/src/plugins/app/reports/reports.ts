import type { Schema } from '@stride/api-sdk';
import { reportRow, takesDays, type InactiveDays, type ReportName, type ReportVariant } from '@stride/api-sdk/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { badRequest, forbidden, notFound } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { addDays, localDate, zonedInstant, type LocalDay } from '../../../lib/local-days';
import type { User } from '../sessions/session-store';

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

/** The people a report covers, named by the groups they are in (and, for an organisation, its own users). */
type Scope = { kind: 'organization'; organizationId: number } | { kind: 'administered'; adminEmail: string } | { kind: 'group'; groupId: number };

type Value = string | number | boolean | null;
type Row = Record<string, Value>;
type Column = { key: string; label: string };

/** Organisation admin levels (docs/domain-rules.md, "Accounts"). */
const isOrganisationAdmin = (user: User) => user.role_id >= 3 && user.role_id <= 6;
const GROUP_ADMIN_ROLE = 2;

/** The groups of the scope, as a condition on `groups g`. */
function groupCondition(scope: Scope): SQL {
  switch (scope.kind) {
    case 'organization':
      return sql`g.organization_id = ${scope.organizationId}`;
    case 'administered':
      return sql`g.group_admin_email = ${scope.adminEmail}`;
    case 'group':
      return sql`g.id = ${scope.groupId}`;
  }
}

/**
 * The scope's members (user_id, joined_at): everyone joined to one of its groups, and for an organisation its
 * own users too (users.organization_id), who may be in no group yet. joined_at is the earliest joining.
 */
function memberIds(scope: Scope): SQL {
  const ownUsers =
    scope.kind === 'organization' ? sql`union all select u.id, null::timestamptz from users u where u.organization_id = ${scope.organizationId}` : sql``;
  return sql`select user_id, min(joined_at) as joined_at from (
      select gm.user_id, gm.joining_date as joined_at
      from groups g join group_memberships gm on gm.group_id = g.id
      where ${groupCondition(scope)} and gm.status = 'joined'
      ${ownUsers}
    ) scope_members group by user_id`;
}

/** A zone that Intl does not know (none should be stored) counts in UTC rather than failing the report. */
function knownZone(zone: string): string {
  try {
    localDate(new Date(0), zone);
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * The learner's calendar, per time zone of the scope's members: today (their own date at the server clock's
 * now, computed with the same Intl rules as their learning days) and the instants at which their days begin.
 */
function zoneDays(zones: string[], now: Date): SQL {
  const today: LocalDay[] = [];
  const starts = { today: [] as string[], tomorrow: [] as string[], yesterday: [] as string[], week: [] as string[] };
  for (const stored of zones) {
    const zone = knownZone(stored);
    const day = localDate(now, zone);
    const start = (offset: number) => zonedInstant(addDays(day, offset), 0, 0, zone).toISOString();
    today.push(day);
    starts.today.push(start(0));
    starts.tomorrow.push(start(1));
    starts.yesterday.push(start(-1));
    starts.week.push(start(-6));
  }
  return sql`select * from unnest(${sql.param(zones)}::text[], ${sql.param(today)}::date[], ${sql.param(starts.today)}::timestamptz[],
      ${sql.param(starts.tomorrow)}::timestamptz[], ${sql.param(starts.yesterday)}::timestamptz[], ${sql.param(starts.week)}::timestamptz[])
    as z(time_zone, today, today_start, tomorrow_start, yesterday_start, week_start)`;
}

/** `with member_ids, zone_days, members`: each member with their name, email, zone and calendar. */
function withMembers(scope: Scope, zones: string[], now: Date): SQL {
  return sql`with member_ids as (${memberIds(scope)}),
    zone_days as (${zoneDays(zones, now)}),
    members as (
      select u.id, u.first_name || ' ' || u.last_name as name, u.email, u.time_zone, m.joined_at,
        z.today, z.today_start, z.tomorrow_start, z.yesterday_start, z.week_start
      from member_ids m join users u on u.id = m.user_id join zone_days z on z.time_zone = u.time_zone
    )`;
}

/** Invitations to the scope's groups of people who are not members of the scope (`member_ids` in scope). */
const pendingInvitations = (scope: Scope) => sql`groups g
    join group_memberships gm on gm.group_id = g.id
    left join users u on u.email = gm.email
  where ${groupCondition(scope)} and gm.status = 'invited'
    and not exists (select 1 from member_ids mi where mi.user_id = u.id)`;

const columns = (...pairs: [string, string][]): Column[] => pairs.map(([key, label]) => ({ key, label }));
const NAME: [string, string] = ['name', 'Name'];
const EMAIL: [string, string] = ['email', 'Email'];

/** Milliseconds since the epoch as SQL returns them (float8), as the learner's date. */
const dateIn = (ms: number | null, zone: string): string | null => (ms === null ? null : localDate(new Date(ms), knownZone(zone)));

const DAY_LABELS = ['Today', 'Yesterday', '2 days ago', '3 days ago', '4 days ago', '5 days ago', '6 days ago'];

/**
 * The nine reports (docs/reports.md). Each is one or two set-based queries over the scope's members, every
 * figure a count or sum over indexed rows: a member's learning days, attempts, points and enrolments are
 * reached through indexes that lead with user_id (and the day or completion time where a window applies),
 * never by reading a whole table or a whole history into the server.
 */
export function createReports(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  const rowsOf = async <T>(executor: Executor, query: SQL): Promise<T[]> => (await executor.execute(query)).rows as T[];

  async function zonesOf(executor: Executor, scope: Scope): Promise<string[]> {
    const rows = await rowsOf<{ time_zone: string }>(
      executor,
      sql`with member_ids as (${memberIds(scope)}) select distinct u.time_zone from member_ids m join users u on u.id = m.user_id order by 1`,
    );
    return rows.map((row) => row.time_zone);
  }

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
      if (!isOrganisationAdmin(user)) throw forbidden(reportErrors.orgAdminsOnly, 'NotOrganisationAdmin');
      if (user.organization_id === null) throw forbidden(reportErrors.noOrganization, 'NotOrganisationAdmin');
      // Another organisation's id is refused whether or not it exists: the answer says nothing about it.
      if (organization_id !== undefined && organization_id !== user.organization_id) throw forbidden(reportErrors.ownOrganizationOnly);
      return { kind: 'organization', organizationId: user.organization_id };
    }
    if (user.role_id !== GROUP_ADMIN_ROLE) throw forbidden(reportErrors.groupAdminsOnly, 'NotGroupAdmin');
    if (group_id === undefined) return { kind: 'administered', adminEmail: user.email };
    const own = await rowsOf(db, sql`select 1 from groups where id = ${group_id} and group_admin_email = ${user.email}`);
    if (own.length === 0) throw forbidden(reportErrors.ownGroupsOnly);
    return { kind: 'group', groupId: group_id };
  }

  /** The columns and rows of one report, read in `tx` (one snapshot). */
  async function table(tx: Executor, request: ReportRequest, scope: Scope, now: Date): Promise<{ columns: Column[]; rows: Row[] }> {
    if (request.name === 'unregistered-users') {
      const rows = await rowsOf<Row>(
        tx,
        sql`with member_ids as (${memberIds(scope)})
          select gm.email, g.name as team, to_char(gm.invited_at at time zone 'UTC', 'YYYY-MM-DD') as invited_on, (u.id is not null) as signed_up
          from ${pendingInvitations(scope)}
          order by gm.invited_at, gm.email, g.name`,
      );
      return { columns: columns(EMAIL, ['team', 'Team'], ['invited_on', 'Invited on'], ['signed_up', 'Signed up']), rows };
    }

    const members = withMembers(scope, await zonesOf(tx, scope), now);
    switch (request.name) {
      case 'unstarted-users': {
        const rows = await rowsOf<{ name: string; email: string; time_zone: string; joined_ms: number | null; enrolled: boolean }>(
          tx,
          sql`${members}
            select m.name, m.email, m.time_zone, (extract(epoch from m.joined_at) * 1000)::float8 as joined_ms,
              exists (select 1 from program_enrollments pe where pe.user_id = m.id and pe.left_at is null) as enrolled
            from members m
            where not exists (select 1 from user_activities ua where ua.user_id = m.id)
              and not exists (select 1 from user_revisions ur where ur.user_id = m.id)
              and not exists (select 1 from user_challenges uc where uc.user_id = m.id and uc.started)
            order by m.joined_at nulls last, m.name, m.email`,
        );
        return {
          columns: columns(NAME, EMAIL, ['joined_on', 'Joined on'], ['enrolled', 'Enrolled in a program']),
          rows: rows.map((row) => ({ name: row.name, email: row.email, joined_on: dateIn(row.joined_ms, row.time_zone), enrolled: row.enrolled })),
        };
      }

      case 'inactive-users': {
        const rows = await rowsOf<Row>(
          tx,
          sql`${members}
            select m.name, m.email, to_char(last_day.day, 'YYYY-MM-DD') as last_active_on, (m.today - last_day.day) as days_inactive
            from members m
            cross join lateral (select max(ld.day) as day from learning_days ld where ld.user_id = m.id) last_day
            where not exists (select 1 from learning_days ld where ld.user_id = m.id and ld.day >= m.today - ${request.days ?? 0}::int)
            order by last_day.day nulls first, m.name, m.email`,
        );
        return { columns: columns(NAME, EMAIL, ['last_active_on', 'Last active on'], ['days_inactive', 'Days since last active']), rows };
      }

      case 'basic-metrics': {
        const [figures] = await rowsOf<Record<string, number>>(
          tx,
          sql`${members}
            select
              (select count(*) from members)::int as members,
              (select count(distinct gm.email) from ${pendingInvitations(scope)})::int as invited,
              (select count(*) from members m where exists (select 1 from program_enrollments pe where pe.user_id = m.id and pe.left_at is null))::int as enrolled,
              (select count(*) from members m where exists (select 1 from learning_days ld where ld.user_id = m.id and ld.day = m.today))::int as active_today,
              (select count(*) from members m where exists (select 1 from learning_days ld where ld.user_id = m.id and ld.day >= m.today - 6))::int as active_week,
              (select coalesce(sum(ls.total_points), 0) from members m join learner_stats ls on ls.user_id = m.id)::int as points,
              (select coalesce(sum(pe.points), 0) from members m join points_events pe on pe.user_id = m.id and pe.earned_on >= m.today - 6)::int as points_week,
              (select count(*) from members m join user_activities ua on ua.user_id = m.id and ua.completed_at >= m.week_start)::int as activities_week,
              (select count(*) from members m join user_revisions ur on ur.user_id = m.id and ur.completed_at >= m.week_start)::int as revisions_week,
              (select count(*) from members m join user_challenges uc on uc.user_id = m.id and uc.is_completed and uc.completed_date >= m.week_start)::int as challenges_week,
              (select count(*) from members m join user_goals ug on ug.user_id = m.id and ug.completed)::int as programs_completed`,
        );
        const value = (key: string) => figures?.[key] ?? 0;
        const metrics: [string, string][] = [
          ['Members joined', 'members'],
          ['Invited, not joined yet', 'invited'],
          ['Enrolled in a program', 'enrolled'],
          ['Active today', 'active_today'],
          ['Active in the last 7 days', 'active_week'],
          ['Points earned', 'points'],
          ['Points earned in the last 7 days', 'points_week'],
          ['Activities completed in the last 7 days', 'activities_week'],
          ['Revisions completed in the last 7 days', 'revisions_week'],
          ['Challenges completed in the last 7 days', 'challenges_week'],
          ['Programs completed', 'programs_completed'],
        ];
        return { columns: columns(['metric', 'Metric'], ['value', 'Value']), rows: metrics.map(([metric, key]) => ({ metric, value: value(key) })) };
      }

      case 'program-completion': {
        const rows = await rowsOf<{ program: string; enrolled: number; completed: number }>(
          tx,
          sql`${members}
            select p.name as program, count(*)::int as enrolled, (count(*) filter (where done.completed))::int as completed
            from members m
            join program_enrollments pe on pe.user_id = m.id
            join programs p on p.id = pe.program_id
            -- A lateral lookup per enrolment (the member's goals, by user_id): an exists() under the OR below
            -- would be planned as a hash of every completed goal of every learner.
            left join lateral (
              select true as completed from user_goals ug where ug.user_id = m.id and ug.program_id = pe.program_id and ug.completed limit 1
            ) done on true
            where pe.left_at is null or done.completed
            group by p.id, p.name
            order by p.name, p.id`,
        );
        return {
          columns: columns(['program', 'Program'], ['enrolled', 'Enrolled'], ['completed', 'Completed'], ['completion_percent', 'Completion %']),
          rows: rows.map((row) => ({ ...row, completion_percent: Math.round((100 * row.completed) / row.enrolled) })),
        };
      }

      case 'users-completed-entire-program': {
        const rows = await rowsOf<{ name: string; email: string; time_zone: string; program: string; completed_ms: number }>(
          tx,
          sql`${members}
            select m.name, m.email, m.time_zone, p.name as program, (extract(epoch from min(ug.completed_date)) * 1000)::float8 as completed_ms
            from members m
            join user_goals ug on ug.user_id = m.id and ug.completed
            join programs p on p.id = ug.program_id
            group by m.id, m.name, m.email, m.time_zone, p.id, p.name
            order by min(ug.completed_date) desc, m.name, m.email, p.name`,
        );
        return {
          columns: columns(NAME, EMAIL, ['program', 'Program'], ['completed_on', 'Completed on']),
          rows: rows.map((row) => ({ name: row.name, email: row.email, program: row.program, completed_on: dateIn(row.completed_ms, row.time_zone) })),
        };
      }

      case 'today-learning-summary':
      case 'yesterday-learning-summary': {
        const today = request.name === 'today-learning-summary';
        const [from, to] = today ? [sql`m.today_start`, sql`m.tomorrow_start`] : [sql`m.yesterday_start`, sql`m.today_start`];
        const rows = await rowsOf<Row>(
          tx,
          sql`${members}
            select m.name, m.email,
              (select count(*) from user_activities ua where ua.user_id = m.id and ua.completed_at >= ${from} and ua.completed_at < ${to})::int as activities,
              (select count(*) from user_revisions ur where ur.user_id = m.id and ur.completed_at >= ${from} and ur.completed_at < ${to})::int as revisions,
              (select count(*) from user_challenges uc where uc.user_id = m.id and uc.is_completed and uc.completed_date >= ${from} and uc.completed_date < ${to})::int as challenges,
              (select coalesce(sum(pe.points), 0) from points_events pe where pe.user_id = m.id and pe.earned_on = ld.day)::int as points
            from members m
            join learning_days ld on ld.user_id = m.id and ld.day = m.today - ${today ? 0 : 1}::int
            order by points desc, m.name, m.email`,
        );
        return {
          columns: columns(NAME, EMAIL, ['activities', 'Activities'], ['revisions', 'Revisions'], ['challenges', 'Challenges'], ['points', 'Points']),
          rows,
        };
      }

      case 'active-users-comparison': {
        const rows = await rowsOf<{ kind: 'day' | 'week'; n: number; learners: number }>(
          tx,
          sql`${members},
            active as (
              select m.id, (m.today - ld.day) as days_ago
              from members m join learning_days ld on ld.user_id = m.id and ld.day between m.today - 13 and m.today
            )
            select 'day' as kind, days_ago as n, count(*)::int as learners from active group by days_ago
            union all
            select 'week', days_ago / 7, count(distinct id)::int from active group by days_ago / 7`,
        );
        const count = (kind: 'day' | 'week', n: number) => rows.find((row) => row.kind === kind && row.n === n)?.learners ?? 0;
        const comparison = (day: string, thisWeek: number, lastWeek: number): Row => ({ day, this_week: thisWeek, last_week: lastWeek, change: thisWeek - lastWeek });
        return {
          columns: columns(['day', 'Day'], ['this_week', 'This week'], ['last_week', 'Last week'], ['change', 'Change']),
          rows: [...DAY_LABELS.map((label, daysAgo) => comparison(label, count('day', daysAgo), count('day', daysAgo + 7))), comparison('Whole week', count('week', 0), count('week', 1))],
        };
      }
    }
  }

  return {
    /** One report as a table for `caller`: refused with 400, 403 or 404 before anything is read. */
    async report(caller: ReportCaller, request: ReportRequest): Promise<Schema<'ReportResult'>> {
      const scope = await scopeOf(caller, request);
      const now = clock.now();
      // Every query of a report reads one snapshot, so its figures agree with each other.
      const { columns, rows } = await db.transaction((tx) => table(tx, request, scope, now), { isolationLevel: 'repeatable read', accessMode: 'read only' });
      const link = { days: request.days, organization_id: request.organization_id, group_id: request.group_id };
      return { report: reportRow(request.name, request.variant, link), columns, rows, generated_at: now.toISOString() };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
