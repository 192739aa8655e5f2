import { Alert, Button, Loader, Modal, Stack, Title } from '@mantine/core';
import { isOrganisationAdminLevel, mayInOrganisation } from '@stride/validation';
import { EmptyState, FormMessage, PageSection } from '@stride/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdminRole } from '../../../lib/admin-role';
import { groupQueries, storedUserId, type Group } from '../api';
import { GROUP_MESSAGE_MS, groupMessages } from '../messages';
import { AddOrgUsersPanel } from './add-org-users-panel';
import { CreateGroupForm, EditGroupForm } from './group-forms';
import { GroupsTable } from './groups-table';

/**
 * The Group section of /administrator (docs/org-admin-app.md). Roles 3-6: the organisation's
 * groups, Create group, and adding people to the organisation. Role 2: the groups they administer, which
 * they may rename (the server lets a group's admin edit it) but not create.
 */
export function GroupsSection() {
  const role = useAdminRole();
  const orgAdmin = isOrganisationAdminLevel(role);
  // What the admin's level may change (docs/organisation-admins.md); a group admin (role 2) edits their own groups.
  const managesGroups = mayInOrganisation(role, 'manageGroups');
  // One list or the other by role; the other query stays disabled.
  const organizationGroups = useQuery({ ...groupQueries.organization(), enabled: orgAdmin });
  const administeredGroups = useQuery({ ...groupQueries.administered(storedUserId()), enabled: !orgAdmin });
  const groups = orgAdmin ? organizationGroups : administeredGroups;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Group | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const saved = (message: string) => {
    setCreating(false);
    setEditing(null);
    setNotice(message);
  };

  return (
    <PageSection title="Group" actions={managesGroups && <Button onClick={() => setCreating(true)}>Create group</Button>}>
      <FormMessage message={notice} type="success" autoHideMs={GROUP_MESSAGE_MS} onHide={() => setNotice(null)} />
      <Stack component="section" aria-labelledby={headingId} gap="sm">
        <Title order={2} id={headingId}>
          {orgAdmin ? 'Groups' : 'Groups you administer'}
        </Title>
        {groups.isPending ? (
          <Loader aria-label="Loading groups" />
        ) : groups.isError ? (
          <Alert color="red" role="alert">
            {groupMessages.listFailed}
          </Alert>
        ) : groups.data.length === 0 ? (
          <EmptyState message={groupMessages.noGroups} />
        ) : (
          <GroupsTable groups={groups.data} labelledBy={headingId} onEdit={orgAdmin && !managesGroups ? undefined : setEditing} />
        )}
      </Stack>
      {mayInOrganisation(role, 'addMembers') && <AddOrgUsersPanel />}
      <Modal opened={creating} onClose={() => setCreating(false)} title="Create group">
        <CreateGroupForm onSaved={saved} />
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit group">
        {editing && <EditGroupForm key={editing.id} group={editing} onSaved={saved} />}
      </Modal>
    </PageSection>
  );
}
