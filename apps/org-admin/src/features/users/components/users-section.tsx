import { Anchor, Badge } from '@mantine/core';
import { PageSection, QueryTable } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type OrgMember, userQueries } from '../api';
import { userMessages } from '../messages';
import { userDetailsPath, type UserDetailsState } from '../user-details-path';

const text = (value: string | null) => value ?? '—';

/** A registered member's email opens their details; someone only invited has no details to open. */
function MemberEmail({ member }: { member: OrgMember }) {
  if (!member.registered) return member.email;
  return (
    <Anchor component={Link} to={userDetailsPath(member.email)} state={{ first_name: member.first_name, last_name: member.last_name } satisfies UserDetailsState}>
      {member.email}
    </Anchor>
  );
}

/** The User section of /administrator (docs/org-admin-app.md): the organisation's members. */
export function UsersSection() {
  const members = useQuery(userQueries.orgMembers());
  return (
    <PageSection title="User">
      <QueryTable
        query={members}
        caption="Members of your organization"
        rowKey={(member) => `${member.registered ? 'user' : 'invitation'}-${member.id}`}
        empty={userMessages.noUsers}
        failed={userMessages.loadFailed}
        columns={[
          { header: 'First name', cell: (member) => text(member.first_name) },
          { header: 'Last name', cell: (member) => text(member.last_name) },
          { header: 'Email', cell: (member) => <MemberEmail member={member} /> },
          {
            header: 'Registered',
            cell: (member) => (
              <Badge variant="light" color={member.registered ? 'stride' : 'gray'}>
                {member.registered ? 'Yes' : 'No'}
              </Badge>
            ),
          },
        ]}
      />
    </PageSection>
  );
}
