import { sql } from 'drizzle-orm';
import { columns, type ReportDefinition } from '../report-definition';
import { pendingInvitations } from '../report-scope';

/** The figures in the order the report lists them: label, and the column of the query that holds it. */
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

export const basicMetrics: ReportDefinition = {
  columns: columns(['metric', 'Metric'], ['value', 'Value']),
  async query({ scope, read, members }) {
    const { with: withMembers, bounds, daysBack } = await members();
    const { today, weekStart } = bounds;
    const [figures] = await read<Record<string, number>>(
      sql`${withMembers}
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
    return metrics.map(([metric, key]) => ({ metric, value: figures?.[key] ?? 0 }));
  },
};
