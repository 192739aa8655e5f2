import { sql, type SQL } from 'drizzle-orm';
import { addDays, localDate, zonedInstant } from '../../lib/local-days';
import { memberCondition, type Scope } from './report-scope';

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

/**
 * The scope's members for a report's query. Each window is written twice: per member (their own calendar),
 * and between the constant bounds of all the members' calendars, which the first implies. The second lets the
 * planner range over an index that leads with the day or time (migration 0013) and hash-join the rows to the
 * members when they are many, instead of an index probe per member and figure; for a team it still probes by
 * user_id.
 */
export interface Members {
  /** `with zone_days, members`: each member with their name, email, zone and calendar. */
  with: SQL;
  bounds: Bounds;
  /** The earliest member's today less `days`, as SQL. */
  daysBack: (days: number) => SQL;
}

/** The scope's members for a report's query, after one query for their distinct time zones. */
export async function membersOf(read: <T>(query: SQL) => Promise<T[]>, scope: Scope, now: Date): Promise<Members> {
  const rows = await read<{ time_zone: string }>(sql`select distinct u.time_zone from users u where ${memberCondition(scope)} order by 1`);
  const zones = zoneDays(rows.map((row) => row.time_zone), now);
  const members = sql`with zone_days as (${zones.table}),
    members as (
      select u.id, u.first_name || ' ' || u.last_name as name, u.email, u.time_zone,
        z.today, z.today_start, z.tomorrow_start, z.yesterday_start, z.week_start
      from users u join zone_days z on z.time_zone = u.time_zone
      where ${memberCondition(scope)}
    )`;
  const { today } = zones.bounds;
  return { with: members, bounds: zones.bounds, daysBack: (days) => sql`${today.min}::date - ${days}::int` };
}

/** Milliseconds since the epoch as SQL returns them (float8), as the learner's date. */
export const dateIn = (ms: number | null, zone: string): string | null => (ms === null ? null : localDate(new Date(ms), knownZone(zone)));
