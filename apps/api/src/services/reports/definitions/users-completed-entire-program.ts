import { sql } from 'drizzle-orm';
import { columns, EMAIL, NAME, type ReportDefinition } from '../report-definition';
import { dateIn } from '../report-members';

export const usersCompletedEntireProgram: ReportDefinition = {
  columns: columns(NAME, EMAIL, ['program', 'Program'], ['completed_on', 'Completed on']),
  async query({ read, members }) {
    const rows = await read<{ name: string; email: string; time_zone: string; program: string; completed_ms: number }>(
      sql`${(await members()).with}
            select m.name, m.email, m.time_zone, p.name as program, (extract(epoch from min(ug.completed_date)) * 1000)::float8 as completed_ms
            from members m
            join user_goals ug on ug.user_id = m.id and ug.completed
            join programs p on p.id = ug.program_id
            group by m.id, m.name, m.email, m.time_zone, p.id, p.name
            order by min(ug.completed_date) desc, m.name, m.email, p.name`,
    );
    return rows.map((row) => ({ name: row.name, email: row.email, program: row.program, completed_on: dateIn(row.completed_ms, row.time_zone) }));
  },
};
