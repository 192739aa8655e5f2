import { Button } from '@mantine/core';
import { FormMessage, PageSection, QueryTable } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ListFrame } from '../../../components/list/list-frame';
import { pageLocally, type LocalListSpec } from '../../../components/list/list-query';
import { isNarrowed, tableSort, useListState } from '../../../components/list/use-list-state';
import { adminQueries, type Admin } from '../api';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { adminMessages } from '../messages';

/** Navigation state with which another screen hands the list a message to show, e.g. after a create. */
export interface AdminListState {
  message?: string;
}

/** The back-office admins are few: loaded whole, searched by name or e-mail and sorted in the browser. */
const adminList: LocalListSpec<Admin, never> = {
  search: (admin) => [admin.first_name, admin.last_name, admin.email],
  // By creation first, as the server lists them.
  sorts: { created: (admin) => admin.id, first_name: (admin) => admin.first_name, last_name: (admin) => admin.last_name, email: (admin) => admin.email },
};

/** /admin/list: every admin's first name, last name and e-mail (docs/back-office-app.md), searched and sorted. */
export function AdminListScreen() {
  const admins = useQuery(adminQueries.list());
  const list = useListState({ sorts: ['created', 'first_name', 'last_name', 'email'] });
  const page = admins.data && pageLocally(admins.data, list.state, adminList);
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
        onHide={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
      />
      <ListFrame list={list} noun="admins" total={page?.total}>
        <QueryTable
          query={{ isError: admins.isError, data: page?.items }}
          caption="Back-office admins"
          rowKey={(admin: Admin) => admin.id}
          empty={isNarrowed(list.state) ? 'No admins match the search.' : 'No admins yet.'}
          failed={adminMessages.listFailed}
          sort={tableSort(list)}
          columns={[
            { header: 'First name', cell: (admin) => admin.first_name, sortKey: 'first_name' },
            { header: 'Last name', cell: (admin) => admin.last_name, sortKey: 'last_name' },
            { header: 'E-mail', cell: (admin) => admin.email, sortKey: 'email' },
          ]}
        />
      </ListFrame>
    </PageSection>
  );
}
