import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { groupMemberships, groups, learnerStats } from '../../db/schema/index';
import { failure, login, TEST_PASSWORD, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(new Date('2026-11-18T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

async function person(firstName: string, points = 0) {
  const client = server.newClient();
  const email = uniqueEmail(firstName.toLowerCase());
  await client.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: firstName, last_name: 'Test' } });
  const session = await login(client, email);
  if (points > 0) await server.database.db.insert(learnerStats).values({ user_id: session.id, total_points: points });
  return { client, id: session.id, email };
}

const createTeam = (client: TestClient, name: string, user_email_list: string[], description = 'We ship on Fridays.') =>
  client.POST('/group/create', { body: { name, description, user_email_list } });
const userStatus = (client: TestClient, group_id: number) => client.GET('/group/user-status/{group_id}', { params: { path: { group_id } } });
const resend = (client: TestClient, group_id: number, email: string) => client.POST('/group/resend-invite', { body: { group_id, email } });
const remove = (client: TestClient, group_id: number, email: string) => client.POST('/group/remove-user', { body: { group_id, email } });
const accept = (client: TestClient, group_id: number) => client.POST('/group/accept-invite/{group_id}', { params: { path: { group_id } } });

describe('creating a team', () => {
  it('makes the creator its admin and a member, and invites each email by mail with the join link', async () => {
    const lead = await person('Maya');
    const colleague = await person('Nico');
    const newcomer = uniqueEmail('newcomer');

    const team = (await createTeam(lead.client, '  Release crew ', [colleague.email.toUpperCase(), newcomer, lead.email])).data!;
    expect(team).toEqual({ id: expect.any(Number), name: 'Release crew', description: 'We ship on Fridays.', organization_id: null, organization: null, group_admin_email: lead.email });

    expect((await lead.client.GET('/group/get-joined')).data).toEqual([
      expect.objectContaining({ group_id: team.id, status: 'joined', group_admin: { email: lead.email, first_name: 'Maya', last_name: 'Test' } }),
    ]);
    expect((await colleague.client.GET('/group/user-invited')).data).toEqual([{ id: expect.any(Number), group_id: team.id, groups: [{ name: 'Release crew' }] }]);
    const [mail] = await server.app.mailer.messagesTo(newcomer);
    expect(mail?.subject).toBe('You are invited to join Release crew on Stride');
    expect(mail?.text).toContain(`/group/join-link/${encodeURIComponent(newcomer)}/${team.id}`);
    expect(await server.app.mailer.messagesTo(lead.email)).toEqual([]); // the creator is not invited to their own team
  });

  it('refuses a name or description of only spaces, and stores nothing', async () => {
    const lead = await person('Omar');
    for (const [name, description] of [
      ['   ', 'Fine'],
      ['Fine', '  '],
    ]) {
      const refused = await failure(createTeam(lead.client, name!, [], description));
      expect({ status: refused.status, message: refused.message }).toEqual({ status: 400, message: 'Team name cannot be empty' });
    }
    expect(await server.database.db.select().from(groups).where(eq(groups.group_admin_email, lead.email))).toEqual([]);
  });

  it('counts invitations against a daily allowance of 200, refusing more with 429 and sending nothing', async () => {
    const lead = await person('Pia');
    const emails = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}.${index}.${lead.id}@example.com`);
    expect((await createTeam(lead.client, 'First wave', emails(150, 'a'))).response.status).toBe(200);
    const refused = await failure(createTeam(lead.client, 'Second wave', emails(60, 'b')));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^You have sent many invitations today\. Please try again in \d+ minutes\.$/);
    expect(await server.app.mailer.messagesTo(`b.0.${lead.id}@example.com`)).toEqual([]);
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await createTeam(lead.client, 'Second wave', emails(60, 'b'))).response.status).toBe(200);
  });
});

describe('a team’s admin section', () => {
  async function teamWithPeople() {
    const lead = await person('Quinn');
    const joiner = await person('Rosa');
    const invitee = uniqueEmail('invitee');
    const team = (await createTeam(lead.client, 'Support rota', [joiner.email, invitee])).data!;
    await accept(joiner.client, team.id);
    return { lead, joiner, invitee, team };
  }

  it('lists the admin and everyone else with their status, for the admin only', async () => {
    const { lead, joiner, invitee, team } = await teamWithPeople();
    expect((await userStatus(lead.client, team.id)).data).toEqual({
      admin: { group_admin: { email: lead.email, first_name: 'Quinn', last_name: 'Test' } },
      users: [
        { user: { first_name: 'Rosa', last_name: 'Test', email: joiner.email }, status: 'joined' },
        { user: { first_name: null, last_name: null, email: invitee }, status: 'invited' },
      ],
    });
    expect(await failure(userStatus(joiner.client, team.id))).toMatchObject({ status: 403, message: 'Only the admin of this group can do this.' });
    expect((await failure(userStatus(lead.client, 999_999))).status).toBe(404);
  });

  it('resends an invitation to someone still invited, once a minute, never to oneself or a member who joined', async () => {
    const { lead, joiner, invitee, team } = await teamWithPeople();
    expect(await failure(resend(lead.client, team.id, invitee))).toMatchObject({ status: 409, message: `An invitation was sent to ${invitee} less than a minute ago.` });
    server.clock.advance(61_000);
    expect((await resend(lead.client, team.id, invitee.toUpperCase())).data).toEqual({ message: 'Invite sent successfully' });
    expect(await server.app.mailer.messagesTo(invitee)).toHaveLength(2);

    expect(await failure(resend(lead.client, team.id, joiner.email))).toMatchObject({ status: 409, code: 'AlreadyJoined' });
    expect(await failure(resend(lead.client, team.id, lead.email))).toMatchObject({ status: 400, message: 'You cannot send an invitation to yourself.' });
    expect(await failure(resend(lead.client, team.id, uniqueEmail('stranger')))).toMatchObject({ status: 404 });
    expect(await failure(resend(joiner.client, team.id, invitee))).toMatchObject({ status: 403, code: 'NotGroupAdmin' });
    expect(await server.app.mailer.messagesTo(invitee)).toHaveLength(2);
  });

  it('removes a member or an invitation, never the admin, and only for the admin', async () => {
    const { lead, joiner, invitee, team } = await teamWithPeople();
    const before = (await userStatus(lead.client, team.id)).data;
    expect(await failure(remove(joiner.client, team.id, invitee))).toMatchObject({ status: 403, code: 'NotGroupAdmin' });
    expect(await failure(remove(lead.client, team.id, lead.email))).toMatchObject({ status: 400, message: 'The admin of a group cannot be removed from it.' });
    const outsider = await person('Yuki');
    expect(await failure(remove(outsider.client, team.id, joiner.email))).toMatchObject({ status: 403, code: 'NotGroupAdmin' });
    expect((await userStatus(lead.client, team.id)).data).toEqual(before); // the refusals changed nothing

    expect((await remove(lead.client, team.id, invitee)).data).toEqual({ message: 'Removed from the group' });
    expect((await remove(lead.client, team.id, joiner.email)).data).toEqual({ message: 'Removed from the group' });
    expect(await failure(remove(lead.client, team.id, joiner.email))).toMatchObject({ status: 404, message: `${joiner.email} is not in this group.` });
    expect((await userStatus(lead.client, team.id)).data!.users).toEqual([]);
    expect((await joiner.client.GET('/group/get-joined')).data).toEqual([]);
    const left = await server.database.db.select().from(groupMemberships).where(eq(groupMemberships.group_id, team.id));
    expect(left.map((membership) => membership.email)).toEqual([lead.email]);
  });
});

describe('pending invitations', () => {
  it('are the learner’s own, by email before they registered, and leave the list once accepted', async () => {
    const lead = await person('Sami');
    const email = uniqueEmail('later');
    const team = (await createTeam(lead.client, 'Night shift', [email])).data!;
    const client = server.newClient();
    await client.POST('/user/register', { body: { email, password: TEST_PASSWORD, first_name: 'Tara', last_name: 'Test' } });
    await login(client, email);
    expect((await client.GET('/group/user-invited')).data).toEqual([{ id: expect.any(Number), group_id: team.id, groups: [{ name: 'Night shift' }] }]);
    expect((await lead.client.GET('/group/user-invited')).data).toEqual([]);
    await accept(client, team.id);
    expect((await client.GET('/group/user-invited')).data).toEqual([]);
  });
});

describe('an invitation link opened by someone else', () => {
  it('does not join a different signed-in learner, and leaves the invitation to its owner', async () => {
    const lead = await person('Vera');
    const invited = await person('Wes');
    const other = await person('Xia');
    const team = (await createTeam(lead.client, 'Day shift', [invited.email])).data!;

    expect(await failure(accept(other.client, team.id))).toMatchObject({ status: 404, message: 'You have no invitation to this group.' });
    expect((await other.client.GET('/group/get-joined')).data).toEqual([]);
    expect((await userStatus(lead.client, team.id)).data!.users).toEqual([{ user: { first_name: 'Wes', last_name: 'Test', email: invited.email }, status: 'invited' }]);
    expect((await accept(invited.client, team.id)).data).toEqual({ message: 'You have successfully joined the group' });
  });
});

describe('the leaderboard of the learner’s groups', () => {
  it('ranks everyone who joined any of their groups once, by total points, leaving out invitations and other groups', async () => {
    const me = await person('Uma', 30);
    const [ann, ben, cat, outsider] = await Promise.all([person('Ann', 80), person('Ben', 10), person('Cat', 50), person('Dan', 999)]);
    const invitedOnly = await person('Eve', 500);
    const first = (await createTeam(me.client, 'Team one', [ann!.email, ben!.email, invitedOnly.email])).data!;
    const second = (await createTeam(cat!.client, 'Team two', [me.email, ann!.email])).data!;
    await Promise.all([accept(ann!.client, first.id), accept(ben!.client, first.id), accept(me.client, second.id), accept(ann!.client, second.id)]);
    await createTeam(outsider!.client, 'Elsewhere', []);

    const board = (await me.client.GET('/group/get-user-points')).data!;
    expect(board.map((row) => [row.user.first_name, row.total_points])).toEqual([
      ['Ann', 80],
      ['Cat', 50],
      ['Uma', 30],
      ['Ben', 10],
    ]);
    expect(board[0]).toEqual({ user_id: ann!.id, user: { first_name: 'Ann', last_name: 'Test' }, total_points: 80 });
    expect((await invitedOnly.client.GET('/group/get-user-points')).data).toEqual([]);
  });
});
