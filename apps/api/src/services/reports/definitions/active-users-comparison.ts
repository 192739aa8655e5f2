import { sql } from 'drizzle-orm';
import { columns, type ReportDefinition, type Row } from '../report-definition';

const DAY_LABELS = ['Today', 'Yesterday', '2 days ago', '3 days ago', '4 days ago', '5 days ago', '6 days ago'];

export const activeUsersComparison: ReportDefinition = {
  columns: columns(['day', 'Day'], ['this_week', 'This week'], ['last_week', 'Last week'], ['change', 'Change']),
  async query({ read, members }) {
    const { with: withMembers, bounds, daysBack } = await members();
    const rows = await read<{ kind: 'day' | 'week'; n: number; learners: number }>(
      sql`${withMembers},
            active as (
              select m.id, (m.today - ld.day) as days_ago
              from members m join learning_days ld on ld.user_id = m.id and ld.day between m.today - 13 and m.today
              where ld.day between ${daysBack(13)} and ${bounds.today.max}::date
            )
            select 'day' as kind, days_ago as n, count(*)::int as learners from active group by days_ago
            union all
            select 'week', week, count(*)::int from (select distinct id, days_ago / 7 as week from active) weeks group by week`,
    );
    const count = (kind: 'day' | 'week', n: number) => rows.find((row) => row.kind === kind && row.n === n)?.learners ?? 0;
    const comparison = (day: string, thisWeek: number, lastWeek: number): Row => ({ day, this_week: thisWeek, last_week: lastWeek, change: thisWeek - lastWeek });
    return [...DAY_LABELS.map((label, daysAgo) => comparison(label, count('day', daysAgo), count('day', daysAgo + 7))), comparison('Whole week', count('week', 0), count('week', 1))];
  },
};
