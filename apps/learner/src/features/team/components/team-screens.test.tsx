import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import type { GroupMembership, GroupMemberStats, GroupUserStatus, PendingInvite } from '../api';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => Promise.all([import('./team-screen'), import('./create-team-screen')]));

const me = 'ada@example.com';
const membership = (adminEmail: string): GroupMembership => ({
  group_id: 3,
  groups: [{ name: 'Release crew' }],
  status: 'joined',
  user: { email: me, first_name: 'Ada', last_name: 'Lovelace', photo_url: null },
  group_admin: { email: adminEmail, first_name: 'Maya', last_name: 'Okafor' },
  joining_date: '2026-11-02T09:00:00.000Z',
});
const memberStats = (first_name: string, points: number, last_active: string | null): GroupMemberStats => ({
  user_id: points,
  user: { first_name, last_name: 'Test', email: `${first_name.toLowerCase()}@example.com`, photo_url: null },
  points,
  streak: 2,
  highest_streak: 5,
  no_of_days_of_learning: 9,
  no_of_subtopics_completed: 4,
  no_of_perfect_activities: 3,
  no_of_drills_done: 1,
  no_of_challenges_done: 2,
  last_active,
});

function teamApi({ memberships, invites = [] }: { memberships: GroupMembership[]; invites?: PendingInvite[] }) {
  server.use(
    http.get('/group/get-joined', ({ response }) => response(200).json(memberships)),
    http.get('/group/user-invited', ({ response }) => response(200).json(invites)),
    http.get('/group/get-user-data/{group_id}', ({ response }) => response(200).json([memberStats('Bela', 90, new Date().toISOString()), memberStats('Chen', 10, null)])),
  );
}

describe('the Team section', () => {
  it('shows a member the team table without admin controls, and says when there are no invites', async () => {
    signIn(server);
    teamApi({ memberships: [membership('maya@example.com')] });
    renderRoute(routes, '/team/admin');
    const table = await screen.findByRole('table', { name: 'Members of Release crew' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Bela Test');
    expect(rows[1]).toHaveTextContent('Today');
    expect(rows[2]).toHaveTextContent('Not logged in');
    expect(screen.getByText('Admin: Maya Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByText('You have no pending invites')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('tells a learner without a team so, and lets them join a pending invitation', async () => {
    signIn(server);
    const memberships: GroupMembership[] = [];
    const invites: PendingInvite[] = [{ id: 11, group_id: 3, groups: [{ name: 'Release crew' }] }];
    teamApi({ memberships, invites });
    server.use(
      http.post('/group/accept-invite/{group_id}', ({ response }) => {
        memberships.push(membership('maya@example.com'));
        invites.length = 0;
        return response(200).json({ message: 'You have successfully joined the group' });
      }),
    );
    const { user } = renderRoute(routes, '/team/admin');
    expect(await screen.findByText("You aren't a part of a team yet")).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Join Release crew' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have successfully joined the group');
    expect(await screen.findByRole('table', { name: 'Members of Release crew' })).toBeInTheDocument();
    expect(screen.getByText('You have no pending invites')).toBeInTheDocument();
  });

  it('gives the group admin invitations, Resend Invite for the invited and Remove for others, reloading the list', async () => {
    signIn(server, { email: me });
    teamApi({ memberships: [membership(me)] });
    const people: GroupUserStatus = {
      admin: { group_admin: { email: me, first_name: 'Ada', last_name: 'Lovelace' } },
      users: [
        { user: { first_name: 'Bela', last_name: 'Test', email: 'bela@example.com' }, status: 'joined' },
        { user: { first_name: null, last_name: null, email: 'new@example.com' }, status: 'invited' },
      ],
    };
    const calls: string[] = [];
    server.use(
      http.get('/group/user-status/{group_id}', ({ response }) => response(200).json(people)),
      http.post('/group/add-user', async ({ request, response }) => {
        const body = (await request.json()) as { user_email_list: string[] };
        calls.push(`add ${body.user_email_list.join()}`);
        people.users.push({ user: { first_name: null, last_name: null, email: body.user_email_list[0]! }, status: 'invited' });
        return response(200).json({ message: 'Invitation has been sent' });
      }),
      http.post('/group/resend-invite', async ({ request, response }) => {
        calls.push(`resend ${((await request.json()) as { email: string }).email}`);
        return response(409).json(errorBody('ResentRecently', 'An invitation was sent to new@example.com less than a minute ago.'));
      }),
      http.post('/group/remove-user', async ({ request, response }) => {
        const { email } = (await request.json()) as { email: string };
        calls.push(`remove ${email}`);
        people.users = people.users.filter((person) => person.user.email !== email);
        return response(200).json({ message: 'Removed from the group' });
      }),
    );
    const { user } = renderRoute(routes, '/team/admin');
    const list = await screen.findByRole('table', { name: 'People in Release crew' });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Admin');

    const email = screen.getByRole('textbox', { name: 'Invite by email' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invalid Email.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, ' Kai@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation has been sent');
    expect(await within(list).findByText('kai@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Invite to new@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An invitation was sent to new@example.com less than a minute ago.');

    await user.click(screen.getByRole('button', { name: 'Remove bela@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from Release crew?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('bela@example.com')).not.toBeInTheDocument());
    expect(calls).toEqual(['add kai@example.com', 'resend new@example.com', 'remove bela@example.com']);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('creating a team', () => {
  it('takes a name and description, then member emails added with Enter or the button, and confirms', async () => {
    signIn(server);
    teamApi({ memberships: [] });
    let created: unknown;
    server.use(
      http.post('/group/create', async ({ request, response }) => {
        created = await request.json();
        return response(200).json({ id: 9, name: 'Release crew', description: 'We ship.', organization_id: null, organization: null, group_admin_email: me });
      }),
    );
    const { user } = renderRoute(routes, '/team/create');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Team name cannot be empty');
    await user.type(screen.getByRole('textbox', { name: /Team name/ }), 'Release crew');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'We ship.');
    // From the keyboard: Tab from the description reaches Next, Enter submits the step.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const email = await screen.findByRole('textbox', { name: 'Member email' });
    await user.type(email, 'Bela@Example.com{Enter}');
    await user.type(email, 'chen@example.com');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    await user.type(email, 'dara@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove dara@example.com' }));
    expect(within(screen.getByRole('list', { name: 'Members to invite' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('bela@example.com'),
      expect.stringContaining('chen@example.com'),
    ]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('dialog', { name: 'Team created successfully' })).toBeInTheDocument();
    expect(created).toEqual({ name: 'Release crew', description: 'We ship.', user_email_list: ['bela@example.com', 'chen@example.com'] });
  });

  it('refuses control and direction characters next to the field before going on, and sends name and description trimmed', async () => {
    signIn(server);
    let created: unknown;
    server.use(
      http.post('/group/create', async ({ request, response }) => {
        created = await request.json();
        return response(200).json({ id: 9, name: 'Release crew', description: 'We ship.', organization_id: null, organization: null, group_admin_email: me });
      }),
    );
    const { user } = renderRoute(routes, '/team/create');
    const name = await screen.findByRole('textbox', { name: /Team name/ });
    const description = screen.getByRole('textbox', { name: /Description/ });
    // A right-to-left override would make the team's name read backwards to everyone invited.
    await user.type(name, 'Release \u202ewerc');
    await user.click(description);
    await user.paste('We\u0007 ship.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(name).toHaveAccessibleDescription('Team name must not contain characters that change the direction of text.');
    expect(description).toHaveAccessibleDescription('Description must not contain control characters.');
    expect(screen.queryByRole('textbox', { name: 'Member email' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, '  Release crew ');
    await user.clear(description);
    await user.type(description, 'We ship.{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('textbox', { name: 'Member email' });
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('dialog', { name: 'Team created successfully' })).toBeInTheDocument();
    expect(created).toEqual({ name: 'Release crew', description: 'We ship.', user_email_list: [] });
  });

  it('says An error occured when the server refuses', async () => {
    signIn(server);
    server.use(http.post('/group/create', ({ response }) => response(400).json(errorBody('ValidationError', 'Team name cannot be empty'))));
    const { user } = renderRoute(routes, '/team/create');
    await user.type(await screen.findByRole('textbox', { name: /Team name/ }), 'Crew');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Us.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured');
  });
});
