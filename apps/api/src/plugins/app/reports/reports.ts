import type { Schema } from '@stride/api-sdk';
import { reportRow, takesDays, type InactiveDays, type ReportName, type ReportVariant } from '@stride/reports/catalogue';
import { GROUP_ADMIN_ROLE, isOrganisationAdminLevel } from '@stride/validation';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { badRequest, forbidden, notFound } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { addDays, localDate, zonedInstant } from '../../../lib/local-days';
import { administersGroup } from '../groups/organisation-boundary';
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
type Scope = { kind: 'organization'; organizationId: number } | { kind: 'administered'; admin: Pick<User, 'email' | 'organization_id'> } | { kind: 'group'; groupId: number };

/** The columns of `groups g` that say who administers a group by email (organisation-boundary.ts). */
const adminColumns = { adminEmail: sql`g.group_admin_email`, organizationId: sql`g.organization_id` };

type Value = string | number | boolean | null;
type Row = Record<string, Value>;
type Column = { key: string; label: string };

/** The groups of the scope, as a condition on `groups g`. */
function groupCondition(scope: Scope): SQL {
  switch (scope.kind) {
    case 'organization':
      return sql`g.organization_id = ${scope.organizationId}`;
    case 'administered':
      return administersGroup(scope.admin, adminColumns);
    case 'group':
      return sql`g.id = ${scope.groupId}`;
  }
}

/**
 * The scope's members as a condition on `users u`: everyone joined to one of its groups, and for an
 * organisation its own users too (users.organization_id), who may be in no group yet. A filter of the users
 * table, so the planner's estimate of the members follows the table's statistics, where a grouped list of ids
 * was always guessed at 200 rows: every figure was then planned as an index probe per member, 100,000 probes
 * a figure for a large organisation. An organisation's condition reads the users table once with the
 * memberships of its groups hashed; a group's is a semi-join through the group's memberships.
 */
function memberCondition(scope: Scope): SQL {
  const joined = sql`select gm.user_id from groups g join group_memberships gm on gm.group_id = g.id where ${groupCondition(scope)} and gm.status = 'joined'`;
  return scope.kind === 'organization' ? sql`(u.organization_id = ${scope.organizationId} or u.id in (${joined}))` : sql`u.id in (${joined})`;
}

/** A member's earliest joining of one of the scope's groups (none for an organisation's user without a group). */
const joinedAt = (scope: Scope, userId: SQL) =>
  sql`(select min(gm.joining_date) from groups g join group_memberships gm on gm.group_id = g.id
    where ${groupCondition(scope)} and gm.status = 'joined' and gm.user_id = ${userId})`;

/** A zone that Intl does not know (none should be stored) counts in UTC rather than failing the report. */
function knownZone(zone: string): string {
  try {
    localDate(new Date(0), zone);
    return zone;
  } catch {
    return 'UTC';
  }
}

/** A zone's calendar at `now`: the learner's today and the instants at which their days begin. */
function calendarOf(stored: string, now: Date) {
  const zone = knownZone(stored);
  const today = localDate(now, zone);
  const start = (offset: number) => zonedInstant(addDays(today, offset), 0, 0, zone).toISOString();
  return { today, todayStart: start(0), tomorrowStart: start(1), yesterdayStart: start(-1), weekStart: start(-6) };
}
type Calendar = ReturnType<typeof calendarOf>;

/**
 * The earliest and latest of the members' calendars: constant bounds that an index leading with the day or
 * the time can range over, beside each member's own condition (which they imply, so no figure changes).
 */
type Bounds = Record<keyof Calendar, { min: string; max: string }>;

/**
 * The learner's calendar, per time zone of the scope's members (their own date at the server clock's now,
 * computed with the same Intl rules as their learning days, and the instants at which their days begin), as a
 * table for the query; and its bounds.
 */
function zoneDays(zones: string[], now: Date): { table: SQL; bounds: Bounds } {
  const calendars = zones.map((zone) => calendarOf(zone, now));
  const column = (key: keyof Calendar) => sql.param(calendars.map((calendar) => calendar[key]));
  const table = sql`select * from unnest(${sql.param(zones)}::text[], ${column('today')}::date[], ${column('todayStart')}::timestamptz[],
      ${column('tomorrowStart')}::timestamptz[], ${column('yesterdayStart')}::timestamptz[], ${column('weekStart')}::timestamptz[])
    as z(time_zone, today, today_start, tomorrow_start, yesterday_start, week_start)`;
  // With no member there is no zone: UTC's calendar gives the bounds a value (nothing is counted anyway).
  const known = calendars.length > 0 ? calendars : [calendarOf('UTC', now)];
  const bound = (key: keyof Calendar) => {
    const values = known.map((calendar) => calendar[key]).sort();
    return { min: values[0] ?? '', max: values.at(-1) ?? '' };
  };
  const bounds = { today: bound('today'), todayStart: bound('todayStart'), tomorrowStart: bound('tomorrowStart'), yesterdayStart: bound('yesterdayStart'), weekStart: bound('weekStart') };
  return { table, bounds };
}

/** `with zone_days, members`: each member with their name, email, zone and calendar. */
function withMembers(scope: Scope, zones: SQL): SQL {
  return sql`with zone_days as (${zones}),
    members as (
      select u.id, u.first_name || ' ' || u.last_name as name, u.email, u.time_zone,
        z.today, z.today_start, z.tomorrow_start, z.yesterday_start, z.week_start
      from users u join zone_days z on z.time_zone = u.time_zone
      where ${memberCondition(scope)}
    )`;
}

/**
 * The scope's pending invitations as rows (email, team, invited_at, signed_up): invitations to its groups of
 * people who are not members of the scope (a null organisation is "not"); for an organisation also the people
 * its admins added by email (user/org-add, user/csv-add) who have no account yet, with no team. Someone
 * invited both ways is listed by their team invitation only: the organisation's row would say nothing more.
 */
function pendingInvitations(scope: Scope): SQL {
  const teams = sql`select gm.email, g.name as team, gm.invited_at, (u.id is not null) as signed_up
    from groups g
      join group_memberships gm on gm.group_id = g.id
      left join users u on u.email = gm.email
    where ${groupCondition(scope)} and gm.status = 'invited'
      and (u.id is null or not coalesce(${memberCondition(scope)}, false))`;
  if (scope.kind !== 'organization') return teams;
  return sql`${teams}
    union all
    select oi.email, null, oi.invited_at, false
    from organization_invitations oi
    where oi.organization_id = ${scope.organizationId}
      and not exists (select 1 from users u where u.email = oi.email)
      and not exists (select 1 from groups g join group_memberships gm on gm.group_id = g.id
        where ${groupCondition(scope)} and gm.status = 'invited' and gm.email = oi.email)`;
}

const columns = (...pairs: [string, string][]): Column[] => pairs.map(([key, label]) => ({ key, label }));
const NAME: [string, string] = ['name', 'Name'];
const EMAIL: [string, string] = ['email', 'Email'];

/** Milliseconds since the epoch as SQL returns them (float8), as the learner's date. */
const dateIn = (ms: number | null, zone: string): string | null => (ms === null ? null : localDate(new Date(ms), knownZone(zone)));

const DAY_LABELS = ['Today', 'Yesterday', '2 days ago', '3 days ago', '4 days ago', '5 days ago', '6 days ago'];

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

  /** The distinct time zones of the scope's members (one row per zone). */
  async function zonesOf(executor: Executor, scope: Scope): Promise<string[]> {
    const rows = await rowsOf<{ time_zone: string }>(executor, sql`select distinct u.time_zone from users u where ${memberCondition(scope)} order by 1`);
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

  /** The columns and rows of one report, read in `tx` (one snapshot). */
  async function table(tx: Executor, request: ReportRequest, scope: Scope, now: Date): Promise<{ columns: Column[]; rows: Row[] }> {
    if (request.name === 'unregistered-users') {
      const rows = await rowsOf<Row>(
        tx,
        sql`select p.email, p.team, to_char(p.invited_at at time zone 'UTC', 'YYYY-MM-DD') as invited_on, p.signed_up
          from (${pendingInvitations(scope)}) p
          order by p.invited_at, p.email, p.team`,
      );
      return { columns: columns(EMAIL, ['team', 'Team'], ['invited_on', 'Invited on'], ['signed_up', 'Signed up']), rows };
    }

    const zones = zoneDays(await zonesOf(tx, scope), now);
    const members = withMembers(scope, zones.table);
    // Each window is written twice: per member (their own calendar), and between the constant bounds of all
    // the members' calendars, which the first implies. The second lets the planner range over an index that
    // leads with the day or time (migration 0013) and hash-join the rows to the members when they are many,
    // instead of an index probe per member and figure; for a team it still probes by user_id.
    const { today, todayStart, tomorrowStart, yesterdayStart, weekStart } = zones.bounds;
    const daysBack = (days: number) => sql`${today.min}::date - ${days}::int`;
    switch (request.name) {
      case 'unstarted-users': {
        const rows = await rowsOf<{ name: string; email: string; time_zone: string; joined_ms: number | null; enrolled: boolean }>(
          tx,
          sql`${members}
            select name, email, time_zone, (extract(epoch from joined_at) * 1000)::float8 as joined_ms, enrolled
            from (
              select m.name, m.email, m.time_zone, ${joinedAt(scope, sql`m.id`)} as joined_at,
                exists (select 1 from program_enrollments pe where pe.user_id = m.id and pe.left_at is null) as enrolled
              from members m
              where not exists (select 1 from user_activities ua where ua.user_id = m.id)
                and not exists (select 1 from user_revisions ur where ur.user_id = m.id)
                and not exists (select 1 from user_challenges uc where uc.user_id = m.id and uc.started)
            ) unstarted
            order by joined_at nulls last, name, email`,
        );
        return {
          columns: columns(NAME, EMAIL, ['joined_on', 'Joined on'], ['enrolled', 'Enrolled in a program']),
          rows: rows.map((row) => ({ name: row.name, email: row.email, joined_on: dateIn(row.joined_ms, row.time_zone), enrolled: row.enrolled })),
        };
      }

      case 'inactive-users': {
        const days = request.days ?? 0;
        // The last learning day is looked up only for the members found inactive (a subquery in the select list).
        const rows = await rowsOf<Row>(
          tx,
          sql`${members}
            select name, email, to_char(last_day, 'YYYY-MM-DD') as last_active_on, (today - last_day) as days_inactive
            from (
              select m.name, m.email, m.today, (select max(ld.day) from learning_days ld where ld.user_id = m.id) as last_day
              from members m
              where not exists (select 1 from learning_days ld where ld.user_id = m.id and ld.day >= m.today - ${days}::int and ld.day >= ${daysBack(days)})
            ) inactive
            order by last_day nulls first, name, email`,
        );
        return { columns: columns(NAME, EMAIL, ['last_active_on', 'Last active on'], ['days_inactive', 'Days since last active']), rows };
      }

      case 'basic-metrics': {
        const [figures] = await rowsOf<Record<string, number>>(
          tx,
          sql`${members}
            select
              (select count(*) from members)::int as members,
              (select count(distinct p.email) from (${pendingInvitations(scope)}) p)::int as invited,
              (select count(*) from members m where exists (select 1 from program_enrollments pe where pe.user_id = m.id and pe.left_at is null))::int as enrolled,
              (select count(*) from members m where exists (
                select 1 from learning_days ld where ld.user_id = m.id and ld.day = m.today and ld.day between ${today.min}::date and ${today.max}::date))::int as active_today,
              (select count(*) from members m where exists (
                select 1 from learning_days ld where ld.user_id = m.id and ld.day >= m.today - 6 and ld.day >= ${daysBack(6)}))::int as active_week,
              (select coalesce(sum(ls.total_points), 0) from members m join learner_stats ls on ls.user_id = m.id)::int as points,
              (select coalesce(sum(pe.points), 0) from members m join points_events pe on pe.user_id = m.id and pe.earned_on >= m.today - 6
                where pe.earned_on >= ${daysBack(6)})::int as points_week,
              (select count(*) from members m join user_activities ua on ua.user_id = m.id and ua.completed_at >= m.week_start
                where ua.completed_at >= ${weekStart.min}::timestamptz)::int as activities_week,
              (select count(*) from members m join user_revisions ur on ur.user_id = m.id and ur.completed_at >= m.week_start
                where ur.completed_at >= ${weekStart.min}::timestamptz)::int as revisions_week,
              (select count(*) from members m join user_challenges uc on uc.user_id = m.id and uc.is_completed and uc.completed_date >= m.week_start
                where uc.completed_date >= ${weekStart.min}::timestamptz)::int as challenges_week,
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
        // The members' completed programs, once each, joined to their enrolments (not a lookup per enrolment).
        const rows = await rowsOf<{ program: string; enrolled: number; completed: number }>(
          tx,
          sql`${members},
            completed as (select distinct ug.user_id, ug.program_id from members m join user_goals ug on ug.user_id = m.id and ug.completed)
            select p.name as program, count(*)::int as enrolled, (count(c.user_id))::int as completed
            from members m
            join program_enrollments pe on pe.user_id = m.id
            join programs p on p.id = pe.program_id
            left join completed c on c.user_id = pe.user_id and c.program_id = pe.program_id
            where pe.left_at is null or c.user_id is not null
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
        const isToday = request.name === 'today-learning-summary';
        const back = isToday ? 0 : 1;
        const [from, to] = isToday ? [sql`m.today_start`, sql`m.tomorrow_start`] : [sql`m.yesterday_start`, sql`m.today_start`];
        const [earliestFrom, latestTo] = isToday ? [todayStart.min, tomorrowStart.max] : [yesterdayStart.min, todayStart.max];
        // The day's learners, then one grouped count per table over their rows of the day, joined back to them.
        const window = (column: SQL) => sql`${column} >= l.day_from and ${column} < l.day_to and ${column} >= ${earliestFrom}::timestamptz and ${column} < ${latestTo}::timestamptz`;
        const rows = await rowsOf<Row>(
          tx,
          sql`${members},
            learners as (
              select m.id, m.name, m.email, ld.day, ${from} as day_from, ${to} as day_to
              from members m join learning_days ld on ld.user_id = m.id and ld.day = m.today - ${back}::int
              where ld.day between ${daysBack(back)} and ${today.max}::date - ${back}::int
            ),
            activities as (select ua.user_id, count(*) as n from learners l join user_activities ua on ua.user_id = l.id and ${window(sql`ua.completed_at`)} group by ua.user_id),
            revisions as (select ur.user_id, count(*) as n from learners l join user_revisions ur on ur.user_id = l.id and ${window(sql`ur.completed_at`)} group by ur.user_id),
            challenges as (
              select uc.user_id, count(*) as n from learners l join user_challenges uc on uc.user_id = l.id and uc.is_completed and ${window(sql`uc.completed_date`)} group by uc.user_id
            ),
            points as (
              select pe.user_id, sum(pe.points) as n from learners l join points_events pe on pe.user_id = l.id and pe.earned_on = l.day
              where pe.earned_on between ${daysBack(back)} and ${today.max}::date - ${back}::int
              group by pe.user_id
            )
            select l.name, l.email, coalesce(a.n, 0)::int as activities, coalesce(r.n, 0)::int as revisions, coalesce(c.n, 0)::int as challenges, coalesce(p.n, 0)::int as points
            from learners l
            left join activities a on a.user_id = l.id
            left join revisions r on r.user_id = l.id
            left join challenges c on c.user_id = l.id
            left join points p on p.user_id = l.id
            order by 6 desc, l.name, l.email`,
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
              where ld.day between ${daysBack(13)} and ${today.max}::date
            )
            select 'day' as kind, days_ago as n, count(*)::int as learners from active group by days_ago
            union all
            select 'week', week, count(*)::int from (select distinct id, days_ago / 7 as week from active) weeks group by week`,
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
      const { columns, rows } = await db.transaction(
        async (tx) => {
          // An organisation's report hashes every member and a week of their events: more than the default
          // 4 MB per hash, which would spill to disk in batches (docs/performance.md, "Reports").
          await tx.execute(sql`set local work_mem = '64MB'`);
          return table(tx, request, scope, now);
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const link = { days: request.days, organization_id: request.organization_id, group_id: request.group_id };
      return { report: reportRow(request.name, request.variant, link), columns, rows, generated_at: now.toISOString() };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
