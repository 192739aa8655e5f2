import { sql } from 'drizzle-orm';
import { columns, EMAIL, NAME, type ReportDefinition, type Row } from '../report-definition';

export const inactiveUsers: ReportDefinition = {
  columns: columns(NAME, EMAIL, ['last_active_on', 'Last active on'], ['days_inactive', 'Days since last active']),
  async query({ days = 0, read, members }) {
    const { with: withMembers, daysBack } = await members();
    // The last learning day is looked up only for the members found inactive (a subquery in the select list).
    return read<Row>(
      sql`${withMembers}
            select name, email, to_char(last_day, 'YYYY-MM-DD') as last_active_on, (today - last_day) as days_inactive
            from (
              select m.name, m.email, m.today, (select max(ld.day) from learning_days ld where ld.user_id = m.id) as last_day
              from members m
              where not exists (select 1 from learning_days ld where ld.user_id = m.id and ld.day >= m.today - ${days}::int and ld.day >= ${daysBack(days)})
            ) inactive
            order by last_day nulls first, name, email`,
    );
  },
};
