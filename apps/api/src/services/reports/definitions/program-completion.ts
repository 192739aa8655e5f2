import { sql } from 'drizzle-orm';
import { columns, type ReportDefinition } from '../report-definition';

export const programCompletion: ReportDefinition = {
  columns: columns(['program', 'Program'], ['enrolled', 'Enrolled'], ['completed', 'Completed'], ['completion_percent', 'Completion %']),
  async query({ read, members }) {
    // The members' completed programs, once each, joined to their enrolments (not a lookup per enrolment).
    const rows = await read<{ program: string; enrolled: number; completed: number }>(
      sql`${(await members()).with},
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
    return rows.map((row) => ({ ...row, completion_percent: Math.round((100 * row.completed) / row.enrolled) }));
  },
};
