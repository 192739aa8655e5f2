import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupMemberships, groups, notifications, organizations, pointsEvents, users } from '../../db/schema/index';
import { failure, login, registerAndLogin, TEST_PASSWORD, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(new Date('2026-11-18T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

let sourceId = 800_000;
async function member(points: number, firstName: string) {
  const client = server.newClient();
  const email = uniqueEmail(firstName.toLowerCase());
  await client.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: firstName, last_name: 'Test' } });
  const session = await login(client, email);
  if (points > 0) {
    await server.database.db.insert(pointsEvents).values({ user_id: session.id, source: 'question', source_id: ++sourceId, points, earned_at: new Date(), earned_on: '2026-11-18' });
  }
  return { client, id: session.id, email };
}

async function groupOf(people: { id: number; email: string }[], invited: string[] = []) {
  const [group] = await server.database.db
    .insert(groups)
    .values({ name: `Team ${++sourceId}`, description: 'A team', group_admin_email: 'lead@example.com' })
    .returning({ id: groups.id });
  await server.database.db.insert(groupMemberships).values([
    ...people.map((person) => ({ group_id: group!.id, email: person.email, user_id: person.id, status: 'joined' as const, joining_date: new Date() })),
    ...invited.map((email) => ({ group_id: group!.id, email, status: 'invited' as const })),
  ]);
  return group!.id;
}

describe('the leaderboard', () => {
  it('lists a group’s members, most points first, five when asked, to its members only', async () => {
    const me = await member(40, 'Asha');
    const others = await Promise.all([member(90, 'Bela'), member(10, 'Chen'), member(70, 'Dara'), member(0, 'Eli'), member(55, 'Femi')]);
    const groupId = await groupOf([me, ...others]);

    const top = (await me.client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: groupId }, query: { limit: 5 } } })).data!;
    expect(top.map((row) => [row.user.first_name, row.points])).toEqual([
      ['Bela', 90],
      ['Dara', 70],
      ['Femi', 55],
      ['Asha', 40],
      ['Chen', 10],
    ]);
    expect(top[0]).toEqual({
      user_id: others[0]!.id,
      user: { first_name: 'Bela', last_name: 'Test', email: others[0]!.email, photo_url: null },
      points: 90,
      streak: 0,
      highest_streak: 0,
      no_of_days_of_learning: 0,
      no_of_subtopics_completed: 0,
      no_of_perfect_activities: 0,
      no_of_drills_done: 0,
      no_of_challenges_done: 0,
      last_active: expect.stringMatching(/^2026-11-18T/), // signing in is activity
    });
    expect((await me.client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: groupId } } })).data).toHaveLength(6);

    const outsider = await member(500, 'Gus');
    const refused = await failure(outsider.client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: groupId } } }));
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 403, message: 'Only members of this group can see its members.' });
    expect((await failure(me.client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: 999_999 } } }))).status).toBe(404);
  });

  it('shows the learner’s memberships, joined and invited, with the group’s admin', async () => {
    const me = await member(0, 'Hana');
    const joinedGroup = await groupOf([me]);
    const invitingGroup = await groupOf([], [me.email]);
    const client = server.newClient();
    await registerAndLogin(client);

    const memberships = (await me.client.GET('/group/get-joined')).data!;
    expect(memberships.map((row) => [row.group_id, row.status])).toEqual([
      [joinedGroup, 'joined'],
      [invitingGroup, 'invited'],
    ]);
    expect(memberships[0]).toMatchObject({
      groups: [{ name: expect.stringMatching(/^Team /) }],
      user: { email: me.email, first_name: 'Hana', last_name: 'Test' },
      group_admin: { email: 'lead@example.com', first_name: null, last_name: null },
      joining_date: expect.any(String),
    });
    expect((await client.GET('/group/get-joined')).data).toEqual([]);
  });
});

describe('invitations', () => {
  async function groupAdministeredBy(adminEmail: string, organizationId: number | null = null) {
    const [group] = await server.database.db
      .insert(groups)
      .values({ name: `Invited ${++sourceId}`, description: 'People who ship.', group_admin_email: adminEmail, organization_id: organizationId })
      .returning({ id: groups.id, name: groups.name });
    return group!;
  }
  const invite = (client: TestClient, group_id: number, user_email_list: string[]) => client.POST('/group/add-user', { body: { group_id, user_email_list } });

  it('invite by email: a membership, an email with the join link and, for someone registered, a notification', async () => {
    const admin = await member(0, 'Ines');
    const group = await groupAdministeredBy(admin.email);
    const registered = await member(0, 'Jon');
    const newcomer = uniqueEmail('newcomer');

    expect((await invite(admin.client, group.id, [registered.email.toUpperCase(), newcomer])).data).toEqual({ message: 'Invitation has been sent' });
    const joined = (await registered.client.GET('/group/get-joined')).data!;
    expect(joined).toEqual([expect.objectContaining({ group_id: group.id, status: 'invited', joining_date: null })]);
    const notices = await server.database.db.select().from(notifications).where(eq(notifications.user_id, registered.id));
    expect(notices).toEqual([expect.objectContaining({ kind: 'group_invite', message: `You are invited to join the group ${group.name}.` })]);
    const [mail] = await server.app.mailer.messagesTo(newcomer);
    expect(mail?.text).toContain(`/group/join-link/${encodeURIComponent(newcomer)}/${group.id}`);

    // Inviting again skips people already invited: no second membership, notification or email.
    await invite(admin.client, group.id, [registered.email]);
    expect(await server.database.db.select().from(notifications).where(eq(notifications.user_id, registered.id))).toHaveLength(1);
    expect(await server.app.mailer.messagesTo(registered.email)).toHaveLength(1);
  });

  it('are for the group’s admin and the admins of its organisation only', async () => {
    const [organization] = await server.database.db.insert(organizations).values({ name: `Org ${++sourceId}`, email: uniqueEmail('org') }).returning({ id: organizations.id });
    const group = await groupAdministeredBy('someone.else@example.com', organization!.id);
    const orgAdmin = await member(0, 'Kai');
    await server.database.db.update(users).set({ role_id: 3, organization_id: organization!.id }).where(eq(users.id, orgAdmin.id));
    expect((await invite(orgAdmin.client, group.id, [uniqueEmail('hire')])).data).toEqual({ message: 'Invitation has been sent' });

    const outsider = await member(0, 'Lea');
    await server.database.db.update(users).set({ role_id: 3 }).where(eq(users.id, outsider.id)); // an admin of no organisation of this group
    const before = await server.database.db.select().from(groupMemberships).where(eq(groupMemberships.group_id, group.id));
    const refused = await failure(invite(outsider.client, group.id, [uniqueEmail('nope')]));
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 403, code: 'NotGroupAdmin' });
    expect(await server.database.db.select().from(groupMemberships).where(eq(groupMemberships.group_id, group.id))).toEqual(before);
    expect((await failure(invite(orgAdmin.client, 999_999, [uniqueEmail('x')]))).status).toBe(404);
  });
});

describe('accepting an invitation', () => {
  it('joins the invited learner once; without an invitation it is not found', async () => {
    const lead = await member(0, 'Lead');
    const [group] = await server.database.db.insert(groups).values({ name: `Team ${++sourceId}`, description: 'A team', group_admin_email: lead.email }).returning({ id: groups.id });
    const groupId = group!.id;
    const invitee = server.newClient();
    const { email } = await registerAndLogin(invitee);
    await lead.client.POST('/group/add-user', { body: { group_id: groupId, user_email_list: [email] } });
    expect((await invitee.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: groupId } } })).data).toEqual({ message: 'You have successfully joined the group' });
    expect((await invitee.GET('/group/get-joined')).data).toEqual([expect.objectContaining({ group_id: groupId, status: 'joined' })]);
    expect(await failure(invitee.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: groupId } } }))).toMatchObject({ status: 409, code: 'AlreadyJoined' });

    const stranger = server.newClient();
    await registerAndLogin(stranger);
    expect(await failure(stranger.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: groupId } } }))).toMatchObject({ status: 404, message: 'You have no invitation to this group.' });
  });
});
