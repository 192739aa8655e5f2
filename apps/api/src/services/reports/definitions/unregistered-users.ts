import { sql } from 'drizzle-orm';
import { columns, EMAIL, type ReportDefinition, type Row } from '../report-definition';
import { pendingInvitations } from '../report-scope';

export const unregisteredUsers: ReportDefinition = {
  columns: columns(EMAIL, ['team', 'Team'], ['invited_on', 'Invited on'], ['signed_up', 'Signed up']),
  query: ({ scope, read }) =>
    read<Row>(
      sql`select p.email, p.team, to_char(p.invited_at at time zone 'UTC', 'YYYY-MM-DD') as invited_on, p.signed_up
          from (${pendingInvitations(scope)}) p
          order by p.invited_at, p.email, p.team`,
    ),
};
