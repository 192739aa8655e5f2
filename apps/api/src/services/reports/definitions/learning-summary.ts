import { sql, type SQL } from 'drizzle-orm';
import { columns, EMAIL, NAME, type ReportDefinition, type Row } from '../report-definition';

/** What each member who learned on the day completed: today's or yesterday's summary. */
function learningSummary(day: 'today' | 'yesterday'): ReportDefinition {
  const isToday = day === 'today';
  const back = isToday ? 0 : 1;
  const [from, to] = isToday ? [sql`m.today_start`, sql`m.tomorrow_start`] : [sql`m.yesterday_start`, sql`m.today_start`];
  return {
    columns: columns(NAME, EMAIL, ['activities', 'Activities'], ['revisions', 'Revisions'], ['challenges', 'Challenges'], ['points', 'Points']),
    async query({ read, members }) {
      const { with: withMembers, bounds, daysBack } = await members();
      const { today, todayStart, tomorrowStart, yesterdayStart } = bounds;
      const [earliestFrom, latestTo] = isToday ? [todayStart.min, tomorrowStart.max] : [yesterdayStart.min, todayStart.max];
      // The day's learners, then one grouped count per table over their rows of the day, joined back to them.
      const window = (column: SQL) => sql`${column} >= l.day_from and ${column} < l.day_to and ${column} >= ${earliestFrom}::timestamptz and ${column} < ${latestTo}::timestamptz`;
      return read<Row>(
        sql`${withMembers},
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
    },
  };
}

export const todayLearningSummary = learningSummary('today');
export const yesterdayLearningSummary = learningSummary('yesterday');
