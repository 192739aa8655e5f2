import { sql } from 'drizzle-orm';
import { columns, EMAIL, NAME, type ReportDefinition } from '../report-definition';
import { dateIn } from '../report-members';
import { joinedAt } from '../report-scope';

export const unstartedUsers: ReportDefinition = {
  columns: columns(NAME, EMAIL, ['joined_on', 'Joined on'], ['enrolled', 'Enrolled in a program']),
  async query({ scope, read, members }) {
    const rows = await read<{ name: string; email: string; time_zone: string; joined_ms: number | null; enrolled: boolean }>(
      sql`${(await members()).with}
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
    return rows.map((row) => ({ name: row.name, email: row.email, joined_on: dateIn(row.joined_ms, row.time_zone), enrolled: row.enrolled }));
  },
};
