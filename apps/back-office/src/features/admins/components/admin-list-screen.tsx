import { Button } from '@mantine/core';
import { FormMessage, PageSection, QueryTable } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { adminQueries, type Admin } from '../api';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { adminMessages } from '../messages';

/** Navigation state with which another screen hands the list a message to show, e.g. after a create. */
export interface AdminListState {
  message?: string;
}

/** /admin/list: every admin's first name, last name and e-mail (docs/back-office-app.md). */
export function AdminListScreen() {
  const admins = useQuery(adminQueries.list());
  const location = useLocation();
  const navigate = useNavigate();
  const handedMessage = (location.state as AdminListState | null)?.message;

  return (
    <PageSection
      title="Admins"
      actions={
        <Button component={Link} to="/admin/create">
          Create Admin
        </Button>
      }
    >
      <FormMessage
        message={handedMessage}
        type="info"
        autoHideMs={MESSAGE_CLEAR_MS}
        // Forget the message, so going back to this entry does not show it again.
        onHide={() => void navigate(location.pathname, { replace: true, state: null })}
      />
      <QueryTable
        query={admins}
        caption="Back-office admins"
        rowKey={(admin: Admin) => admin.id}
        empty="No admins yet."
        failed={adminMessages.listFailed}
        columns={[
          { header: 'First name', cell: (admin) => admin.first_name },
          { header: 'Last name', cell: (admin) => admin.last_name },
          { header: 'E-mail', cell: (admin) => admin.email },
        ]}
      />
    </PageSection>
  );
}
