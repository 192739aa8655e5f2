import { Button, Group, List, Loader, Modal, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isApiError } from '@stride/api-sdk';
import { FormMessage, PageSection, QueryTable, StatusBadge } from '@stride/ui';
import {
  customerMessages,
  FULL_ADMIN_LEVEL,
  isValidEmail,
  normalizeEmail,
  organisationAdminLevelDescriptions,
  organisationAdminLevelLabel,
  organisationAdminLevels,
  type OrganisationAdminLevel,
} from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGE_CLEAR_MS } from '../../../config/messages';
import { paths } from '../../../config/paths';
import {
  customerQueries,
  useInviteOrganizationAdmin,
  useRemoveOrganizationAdmin,
  useSetOrganizationAdminLevel,
  useSetProgramAccess,
  type OrganizationAdmin,
  type OrganizationOverview,
} from '../api';
import { customerScreenMessages } from '../messages';
import { adminsFigure, createdOn } from './organization-table';

const levelChoices = organisationAdminLevels.map((level) => ({ value: String(level), label: organisationAdminLevelLabel(level) }));
const asLevel = (value: string) => Number(value) as OrganisationAdminLevel;

/** What a change's failure says: the server's reason (a person of another organisation, the last Administrator), else the spec's words. */
const failureOf = (thrown: unknown) => (isApiError(thrown) ? thrown.messageOr(customerScreenMessages.failed) : customerScreenMessages.failed);

/** A message of the page: what a change said, kept until the next change or 6 s. */
type Outcome = { text: string; type: 'info' | 'error' } | null;

/**
 * /admin/customer/organization/{id} (docs/organisation-admins.md): one customer at a glance (its overview
 * figures), its admins (invite, change a level, take rights away) and the programs and sprints its members
 * get. Its address names the organisation, so a reload or a shared link opens the same customer.
 */
export function OrganizationPage() {
  const requested = useParams().organizationId ?? '';
  const organizationId = Number(requested);
  const organizations = useQuery(customerQueries.organizations());
  const organization = organizations.data?.find((candidate) => candidate.id === organizationId);
  const back = (
    <Button component={Link} to={paths.customer} variant="light">
      Customers
    </Button>
  );
  if (organizations.isError || (organizations.data && !organization)) {
    return (
      <PageSection title="Organization" actions={back}>
        <Text role="alert">{organizations.isError ? customerScreenMessages.listFailed : `There is no organization with id ${requested}.`}</Text>
      </PageSection>
    );
  }
  if (!organization) return <Loader aria-label="Loading the organization" />;
  return (
    <PageSection title={organization.name} actions={back}>
      <OverviewFigures organization={organization} />
      <AdminsSection organizationId={organization.id} />
      <ProgramAccessSection organizationId={organization.id} />
    </PageSection>
  );
}

function OverviewFigures({ organization }: { organization: OrganizationOverview }) {
  const figures: [string, ReactNode][] = [
    ['Admins', adminsFigure(organization)],
    ['Members', organization.members],
    ['Active in the last 7 days', organization.active_learners],
    ['Programs granted', organization.programs_granted],
    ['Created', createdOn(organization)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="sm" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={700} size="lg" m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A titled part of the page, named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function AdminsSection({ organizationId }: { organizationId: number }) {
  const admins = useQuery(customerQueries.admins(organizationId));
  const setLevel = useSetOrganizationAdminLevel(organizationId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [removing, setRemoving] = useState<OrganizationAdmin | null>(null);
  const report = (change: Promise<{ message: string }>) =>
    change.then(
      ({ message }) => setOutcome({ text: message, type: 'info' }),
      (thrown: unknown) => setOutcome({ text: failureOf(thrown), type: 'error' }),
    );

  return (
    <Part title="Admins">
      <List size="sm" c="dimmed" aria-label="What each level may do">
        {organisationAdminLevels.map((level) => (
          <List.Item key={level}>
            {organisationAdminLevelLabel(level)}: {organisationAdminLevelDescriptions[level]}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        The organisation always keeps at least one {organisationAdminLevelLabel(FULL_ADMIN_LEVEL)}.
      </Text>
      <FormMessage message={outcome?.text} type={outcome?.type} autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setOutcome(null)} />
      <QueryTable
        query={admins}
        caption="Admins"
        rowKey={(admin) => admin.email}
        empty="No admins yet: invite one below."
        failed={customerScreenMessages.listFailed}
        columns={[
          { header: 'Email', cell: (admin) => admin.email },
          { header: 'Name', cell: (admin) => (admin.first_name ? `${admin.first_name} ${admin.last_name ?? ''}`.trim() : '—') },
          {
            header: 'Level',
            cell: (admin) => (
              <NativeSelect
                aria-label={`Level of ${admin.email}`}
                data={levelChoices}
                value={String(admin.role_id)}
                disabled={setLevel.isPending}
                onChange={(event) => void report(setLevel.mutateAsync({ email: admin.email, role_id: asLevel(event.currentTarget.value) }))}
              />
            ),
          },
          { header: 'Status', cell: (admin) => (admin.status === 'joined' ? 'Joined' : 'Invited') },
          {
            header: 'Actions',
            cell: (admin) => (
              <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(admin)} aria-label={`Remove ${admin.email} as admin`}>
                Remove
              </Button>
            ),
          },
        ]}
      />
      <InviteAdminForm organizationId={organizationId} onDone={(text, type) => setOutcome({ text, type })} />
      <RemoveAdminDialog
        organizationId={organizationId}
        admin={removing}
        onClose={() => setRemoving(null)}
        onDone={(text, type) => {
          setRemoving(null);
          setOutcome({ text, type });
        }}
      />
    </Part>
  );
}

function InviteAdminForm({ organizationId, onDone }: { organizationId: number; onDone: (text: string, type: 'info' | 'error') => void }) {
  const invite = useInviteOrganizationAdmin(organizationId);
  const form = useForm({
    initialValues: { email: '', level: String(FULL_ADMIN_LEVEL) },
    validate: { email: (value) => (isValidEmail(normalizeEmail(value)) ? null : customerMessages.invalidEmail) },
  });
  const submit = form.onSubmit(({ email, level }) =>
    invite.mutateAsync({ email: normalizeEmail(email), role_id: asLevel(level) }).then(
      ({ message }) => {
        form.reset();
        onDone(message, 'info');
      },
      (thrown: unknown) => onDone(failureOf(thrown), 'error'),
    ),
  );
  return (
    <form aria-label="Invite an admin" onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput label="Email" type="email" style={{ flex: '1 1 16rem' }} {...form.getInputProps('email')} />
        <NativeSelect label="Level" data={levelChoices} style={{ flex: '1 1 12rem' }} {...form.getInputProps('level')} />
        <Button type="submit" loading={invite.isPending}>
          Invite admin
        </Button>
      </Group>
    </form>
  );
}

function RemoveAdminDialog(props: { organizationId: number; admin: OrganizationAdmin | null; onClose: () => void; onDone: (text: string, type: 'info' | 'error') => void }) {
  const { organizationId, admin, onClose, onDone } = props;
  const remove = useRemoveOrganizationAdmin(organizationId);
  return (
    <Modal opened={admin !== null} onClose={onClose} title="Remove admin rights" centered>
      <Text>{admin ? `${admin.email} will no longer be an admin. They stay a member of the organisation.` : ''}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            admin &&
            remove.mutateAsync(admin.email).then(
              ({ message }) => onDone(message, 'info'),
              (thrown: unknown) => onDone(failureOf(thrown), 'error'),
            )
          }
        >
          Remove
        </Button>
      </Group>
    </Modal>
  );
}

function ProgramAccessSection({ organizationId }: { organizationId: number }) {
  const access = useQuery(customerQueries.programAccess(organizationId));
  const setAccess = useSetProgramAccess(organizationId);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Part title="Programs and sprints">
      <Text size="sm" c="dimmed">
        Members see the programs and sprints switched on, at once. Switching one off hides it from their catalogue and from new enrolment; members already enrolled keep going
        and can finish.
      </Text>
      <FormMessage message={failure} type="error" autoHideMs={MESSAGE_CLEAR_MS} onHide={() => setFailure(null)} />
      <QueryTable
        query={access}
        caption="Program access"
        rowKey={(row) => row.program.id}
        empty="No programs yet."
        failed={customerScreenMessages.listFailed}
        columns={[
          { header: 'Name', cell: (row) => row.program.name },
          { header: 'Type', cell: (row) => (row.program.program_type === 'sprint' ? 'Sprint' : 'Program') },
          { header: 'Days', cell: (row) => row.program.number_of_days },
          { header: 'Status', cell: (row) => <StatusBadge active={row.program.active} /> },
          { header: 'Enrolled', cell: (row) => row.enrolled_learners },
          {
            header: 'Members get it',
            cell: (row) => (
              <Switch
                aria-label={`${row.program.name} for members`}
                checked={row.granted}
                disabled={setAccess.isPending}
                onChange={(event) =>
                  setAccess.mutateAsync({ programId: row.program.id, granted: event.currentTarget.checked }).then(
                    () => setFailure(null),
                    (thrown: unknown) => setFailure(failureOf(thrown)),
                  )
                }
              />
            ),
          },
        ]}
      />
    </Part>
  );
}
