import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Loader, Table } from '@mantine/core';
import { EmptyState, FormMessage } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { adminQueries } from '../api';
import { adminMessages, MESSAGE_CLEAR_MS } from '../messages';

/** Navigation state with which another screen hands the list a message to show, e.g. after a create. */
export interface AdminListState {
  message?: string;
}

/** /admin/list: every admin's first name, last name and e-mail (back-office §2). */
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
      {admins.isPending ? (
        <Loader aria-label="Loading admins" />
      ) : admins.isError ? (
        <Alert color="red" role="alert">
          {adminMessages.listFailed}
        </Alert>
      ) : admins.data.length === 0 ? (
        <EmptyState message="No admins yet." />
      ) : (
        <Table striped>
          <Table.Caption>Back-office admins</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">First name</Table.Th>
              <Table.Th scope="col">Last name</Table.Th>
              <Table.Th scope="col">E-mail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {admins.data.map((admin) => (
              <Table.Tr key={admin.id}>
                <Table.Td>{admin.first_name}</Table.Td>
                <Table.Td>{admin.last_name}</Table.Td>
                <Table.Td>{admin.email}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </PageSection>
  );
}
