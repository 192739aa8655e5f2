import { demoLearner } from '@stride/demo';
import { customerMessages } from '@stride/validation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMemberships, groups, learningDays, organizations, pointsEvents, programs, users } from '../../db/schema/index';
import { adminMessages } from '../../services/customers/admins';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { contractOperations } from '../../testing/contract-operations';
import { exampleFor } from '../../testing/contract-values';
import { followClearGoal, learnerWithClearGoal, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { databaseState, refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, login, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
let sequence = 0;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
  ({ client: admin } = await signedInBackOfficeAdmin(server));
});
afterAll(async () => {
  await server?.close();
});

const unique = (label: string) => `${label} ${++sequence}`;

/** Awaits a call that must be refused with `status` and leave every table as it was; returns the error. */
const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);

const addOrganization = async (name = unique('Acme')) => (await admin.POST('/organization/add', { body: { name, country: 'india', email: 'Owner@Acme.Example' } })).data!;
const addTeam = async (organization_id: number, group_admin_email = uniqueEmail('lead'), name = unique('Team')) =>
  (await admin.POST('/group/create-group', { body: { name, description: 'Ships on Fridays.', organization_id, group_admin_email } })).data!;
const userStatus = async (client: TestClient, group_id: number) => (await client.GET('/group/user-status/{group_id}', { params: { path: { group_id } } })).data!;
const emailsIn = async (group_id: number) => (await userStatus(admin, group_id)).users.map((row) => `${row.user.email} ${row.status}`).sort();

describe('learner sessions', () => {
  const backOfficeOnly = [
    'listOrganizations',
    'addOrganization',
    'updateOrganization',
    'listOrganizationAdmins',
    'inviteOrganizationAdmin',
    'setOrganizationAdminLevel',
    'removeOrganizationAdmin',
    'listOrganizationPrograms',
    'setOrganizationProgramAccess',
    'createGroup',
    'listGroups',
    'addGroupMembers',
    'listAdmins',
    'addAdmin',
    'clearDemoData',
  ];
  const groupAdmins = ['updateGroup', 'addGroupMembersFromCsv', 'sendBulkGroupInvite', 'moveGroupUsers', 'removeGroupUsers'];

  it('are refused on every back-office customer call (401), and on group calls for groups they do not manage (403), writing nothing', async () => {
    const organization = await addOrganization();
    const [one, two] = [await addTeam(organization.id), await addTeam(organization.id)];
    const learner = server.newClient();
    await registerAndLogin(learner);
    const before = await databaseState(server.database.db);
    for (const operation of contractOperations.filter((candidate) => [...backOfficeOnly, ...groupAdmins].includes(candidate.operationId))) {
      const inPath: Record<string, unknown> = { id: organization.id, email: demoLearner.email, program_id: fixture.program.id };
      const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(inPath[name])));
      const ours: Record<string, unknown> = { id: one.id, group_id: one.id, current_group_id: one.id, new_group_id: two.id, email: demoLearner.email };
      const example = operation.body ? (exampleFor(operation.body.schema) as Record<string, unknown>) : undefined;
      const body = example && JSON.stringify(Object.fromEntries(Object.entries(example).map(([name, value]) => [name, ours[name] ?? value])));
      const expected = backOfficeOnly.includes(operation.operationId) ? 401 : 403;
      expect((await learner.send(operation.method, path, body)).status, operation.operationId).toBe(expected);
    }
    expect(await databaseState(server.database.db)).toEqual(before);
  });
});

describe('organisations', () => {
  it('are added with a trimmed name and a lower-cased owner email, listed and renamed', async () => {
    const name = unique('Globex');
    const added = (await admin.POST('/organization/add', { body: { name: `  ${name} `, country: 'uk', email: 'Owner@Globex.Example' } })).data!;
    expect(added).toEqual({ id: expect.any(Number), name, email: 'owner@globex.example', address: null, country: 'uk', phone: null, gst_number: null, active: true });
    expect((await admin.GET('/organization/all')).data).toContainEqual(expect.objectContaining(added));

    const renamed = (await admin.PATCH('/organization/update/{id}', { params: { path: { id: added.id } }, body: { name: `${name} Ltd`, country: 'germany' } })).data!;
    expect(renamed).toEqual({ ...added, name: `${name} Ltd`, country: 'germany' });
  });

  it('are listed with the customer overview: admins joined and invited, members, learners active in 7 days, programs granted, creation', async () => {
    const overview = async (id: number) => (await admin.GET('/organization/all')).data!.find((organization) => organization.id === id)!;
    const owner = uniqueEmail('overview.owner');
    server.clock.set(new Date('2026-11-16T09:00:00Z'));
    const added = await admin.POST('/organization/add', { body: { name: unique('Overview'), country: 'usa', email: owner } });
    const activePrograms = await server.database.db.$count(programs, eq(programs.active, true));
    expect(await overview(added.data!.id)).toMatchObject({ created_at: expect.stringMatching(/^2026-11-16T09:00/), admins: 0, invited_admins: 1, members: 0, active_learners: 0, programs_granted: activePrograms });

    const ownerClient = server.newClient();
    const { session } = await registerAndLogin(ownerClient, owner);
    await ownerClient.POST('/user/org-add', { body: { user_email_list: [uniqueEmail('overview.member')] } });
    // A learning day six days ago counts; one seven days ago does not.
    await server.database.db.insert(learningDays).values({ user_id: session.id, day: '2026-11-09' });
    expect(await overview(added.data!.id)).toMatchObject({ admins: 1, invited_admins: 0, members: 1, active_learners: 0 });
    await server.database.db.insert(learningDays).values({ user_id: session.id, day: '2026-11-10' });
    expect(await overview(added.data!.id)).toMatchObject({ active_learners: 1 });
  });

  it('refuse bad input (400), a taken name in any case (409) and an unknown id (404), storing nothing', async () => {
    const taken = await addOrganization();
    const blank = await refusedUnchanged(() => admin.POST('/organization/add', { body: { name: '   ', country: 'usa', email: 'a@b.example' } }), 400);
    expect(blank.message).toBe(customerMessages.fillDetails);
    await refusedUnchanged(() => admin.POST('/organization/add', { body: { name: 'Nowhere', country: 'mars' as 'usa', email: 'a@b.example' } }), 400);
    await refusedUnchanged(() => admin.POST('/organization/add', { body: { name: 'Nowhere', country: 'usa', email: 'not an email' } }), 400);
    await refusedUnchanged(() => admin.POST('/organization/add', { body: { name: 'Nowhere', country: 'usa' } as never }), 400);
    const duplicate = await refusedUnchanged(() => admin.POST('/organization/add', { body: { name: taken.name.toUpperCase(), country: 'usa', email: 'a@b.example' } }), 409);
    expect(duplicate.message).toBe(`An organization named "${taken.name.toUpperCase()}" already exists.`);

    const other = await addOrganization();
    await refusedUnchanged(() => admin.PATCH('/organization/update/{id}', { params: { path: { id: other.id } }, body: { name: taken.name, country: 'usa' } }), 409);
    await refusedUnchanged(() => admin.PATCH('/organization/update/{id}', { params: { path: { id: 999_999 } }, body: { name: 'Anything', country: 'usa' } }), 404);
    await refusedUnchanged(() => admin.PATCH('/organization/update/{id}', { params: { path: { id: other.id } }, body: { name: ' ', country: 'usa' } }), 400);
  });
});

describe('teams of an organisation', () => {
  it('are added with their admin invited by mail, listed under their organisation, and drilled down to their users', async () => {
    const organization = await addOrganization();
    const lead = uniqueEmail('Lead').toUpperCase();
    const team = await addTeam(organization.id, lead, 'Platform');
    expect(team).toEqual({
      id: expect.any(Number),
      name: 'Platform',
      description: 'Ships on Fridays.',
      organization_id: organization.id,
      organization: { id: organization.id, name: organization.name },
      group_admin_email: lead.toLowerCase(),
    });
    const [mail] = await server.app.mailer.messagesTo(lead.toLowerCase());
    expect(mail?.text).toContain(`/group/join-link/${encodeURIComponent(lead.toLowerCase())}/${team.id}`);

    const other = await addOrganization();
    await addTeam(other.id);
    expect((await admin.GET('/group/all', { params: { query: { organization_id: organization.id } } })).data).toEqual([team]);
    expect((await admin.GET('/group/all')).data).toContainEqual(team);
    expect(await userStatus(admin, team.id)).toEqual({ admin: { group_admin: { email: lead.toLowerCase(), first_name: null, last_name: null } }, users: [] });

    const updated = (await admin.PATCH('/group', { body: { id: team.id, name: 'Platform team', description: 'Ships daily.' } })).data!;
    expect(updated).toEqual({ ...team, name: 'Platform team', description: 'Ships daily.' });
  });

  it('refuse a blank detail (400), an unknown organisation (404) and a taken name (409), storing nothing', async () => {
    const organization = await addOrganization();
    const team = await addTeam(organization.id);
    const body = { name: 'Data', description: 'Numbers.', organization_id: organization.id, group_admin_email: 'lead@acme.example' };
    const blank = await refusedUnchanged(() => admin.POST('/group/create-group', { body: { ...body, description: '  ' } }), 400);
    expect(blank.message).toBe(customerMessages.fillDetails);
    await refusedUnchanged(() => admin.POST('/group/create-group', { body: { ...body, group_admin_email: 'nobody' } }), 400);
    await refusedUnchanged(() => admin.POST('/group/create-group', { body: { ...body, organization_id: 999_999 } }), 404);
    await refusedUnchanged(() => admin.GET('/group/all', { params: { query: { organization_id: 999_999 } } }), 404);
    await refusedUnchanged(() => admin.POST('/group/create-group', { body: { ...body, name: team.name } }), 409);
    const second = await addTeam(organization.id);
    await refusedUnchanged(() => admin.PATCH('/group', { body: { id: second.id, name: team.name, description: 'Same name.' } }), 409);
  });
});

describe('members of a team', () => {
  it('add-user-only answers each new member with their join link and sends nothing; members already there are skipped', async () => {
    const team = await addTeam((await addOrganization()).id);
    const registered = server.newClient();
    const { email: known } = await registerAndLogin(registered);
    const newcomer = uniqueEmail('newcomer');
    const added = (await admin.POST('/group/add-user-only', { body: { group_id: team.id, user_list: [{ email: known.toUpperCase() }, { email: newcomer, first_name: 'Nia', last_name: 'Obi' }] } })).data!;
    expect(added.members).toEqual([
      { email: known, first_name: 'Ada', last_name: 'Lovelace', invite_link: `${server.config.learnerAppUrl}/group/join-link/${encodeURIComponent(known)}/${team.id}` },
      { email: newcomer, first_name: 'Nia', last_name: 'Obi', invite_link: `${server.config.learnerAppUrl}/group/join-link/${encodeURIComponent(newcomer)}/${team.id}` },
    ]);
    expect(await server.app.mailer.messagesTo(newcomer)).toEqual([]);
    expect(await emailsIn(team.id)).toEqual([`${known} invited`, `${newcomer} invited`].sort());
    expect((await admin.POST('/group/add-user-only', { body: { group_id: team.id, user_list: [{ email: newcomer }] } })).data).toEqual({ members: [] });

    await refusedUnchanged(() => admin.POST('/group/add-user-only', { body: { group_id: team.id, user_list: [{ email: 'not an email' }] } }), 400);
    await refusedUnchanged(() => admin.POST('/group/add-user-only', { body: { group_id: team.id, user_list: [] } }), 400);
    await refusedUnchanged(() => admin.POST('/group/add-user-only', { body: { group_id: 999_999, user_list: [{ email: newcomer }] } }), 404);
  });

  it('a CSV without a required header or with a row without an email is refused with the spec’s message, storing nothing', async () => {
    const team = await addTeam((await addOrganization()).id);
    const row = (email: string) => ({ first_name: 'Ravi', last_name: 'Kumar', email });
    const csv = (user_list: object[]) => () => admin.POST('/group/csv-add', { body: { group_id: team.id, user_list } });
    expect((await refusedUnchanged(csv([{ first_name: 'Ravi', email: 'ravi@acme.example' }]), 400)).message).toBe('Required header "last_name" is missing.');
    expect((await refusedUnchanged(csv([{ first_name: 'Ravi', last_name: 'Kumar' }]), 400)).message).toBe('Required header "email" is missing.');
    expect((await refusedUnchanged(csv([row('ravi@acme.example'), row('  ')]), 400)).message).toBe('Email is missing in a row.');
    expect((await refusedUnchanged(csv([row('ravi at acme')]), 400)).message).toBe('"ravi at acme" in the file is not a valid email.');
  });

  it('a CSV invites each row by mail; the team’s admin may upload one in a learner session, another learner may not', async () => {
    const lead = server.newClient();
    const { email: leadEmail } = await registerAndLogin(lead);
    const team = await addTeam((await addOrganization()).id, leadEmail);
    const [first, second] = [uniqueEmail('csv'), uniqueEmail('csv')];
    const added = (await lead.POST('/group/csv-add', { body: { group_id: team.id, user_list: [{ first_name: 'Ravi', last_name: 'Kumar', email: first }, { first_name: '', last_name: '', email: second }] } })).data!;
    expect(added.members.map((member) => [member.email, member.first_name, member.last_name])).toEqual([
      [first, 'Ravi', 'Kumar'],
      [second, null, null],
    ]);
    const [mail] = await server.app.mailer.messagesTo(first);
    expect(mail?.text).toContain(`/group/join-link/${encodeURIComponent(first)}/${team.id}`);

    const stranger = server.newClient();
    await registerAndLogin(stranger);
    await refusedUnchanged(() => stranger.POST('/group/csv-add', { body: { group_id: team.id, user_list: [{ first_name: 'A', last_name: 'B', email: uniqueEmail('x') }] } }), 403);
  });

  it('are invited to another team, moved (a joined member stays joined) and removed; the admin row and the same team are refused', async () => {
    const organization = await addOrganization();
    const lead = uniqueEmail('lead');
    const [from, to] = [await addTeam(organization.id, lead), await addTeam(organization.id)];
    const member = server.newClient();
    const { email: joined } = await registerAndLogin(member);
    const invited = uniqueEmail('invited');
    await admin.POST('/group/add-user-only', { body: { group_id: from.id, user_list: [{ email: joined }, { email: invited }] } });
    await member.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: from.id } } });

    const same = await refusedUnchanged(() => admin.POST('/group/send-bulk-invite', { body: { current_group_id: from.id, new_group_id: from.id, user_email_list: [joined] } }), 400);
    expect(same.message).toBe(customerMessages.sameGroup);
    await refusedUnchanged(() => admin.POST('/group/move-bulk-user', { body: { current_group_id: from.id, new_group_id: from.id, user_email_list: [joined] } }), 400);
    await refusedUnchanged(() => admin.POST('/group/move-bulk-user', { body: { current_group_id: from.id, new_group_id: to.id, user_email_list: [lead] } }), 400);
    await refusedUnchanged(() => admin.POST('/group/remove-bulk-user', { body: { group_id: from.id, user_email_list: [joined, uniqueEmail('stranger')] } }), 404);

    expect((await admin.POST('/group/send-bulk-invite', { body: { current_group_id: from.id, new_group_id: to.id, user_email_list: [invited] } })).data).toEqual({ message: customerMessages.invitationsSent });
    expect(await emailsIn(to.id)).toEqual([`${invited} invited`]);
    expect((await server.app.mailer.messagesTo(invited))[0]?.text).toContain(`/group/join-link/${encodeURIComponent(invited)}/${to.id}`);

    expect((await admin.POST('/group/move-bulk-user', { body: { current_group_id: from.id, new_group_id: to.id, user_email_list: [joined, invited] } })).data).toEqual({ message: customerMessages.usersMoved });
    expect(await emailsIn(from.id)).toEqual([]);
    expect(await emailsIn(to.id)).toEqual([`${invited} invited`, `${joined} joined`].sort());

    expect((await admin.POST('/group/remove-bulk-user', { body: { group_id: to.id, user_email_list: [joined, invited] } })).data).toEqual({ message: customerMessages.usersRemoved });
    expect(await emailsIn(to.id)).toEqual([]);
    const refusedAdmin = await refusedUnchanged(() => admin.POST('/group/remove-bulk-user', { body: { group_id: from.id, user_email_list: [lead] } }), 400);
    expect(refusedAdmin.message).toBe(`${lead} is the admin of this group and cannot be moved, removed or invited from it.`);
  });
});

describe('admins', () => {
  // The back office's fixed placeholder phone (docs/back-office-customers.md).
  const newAdmin = (email: string, overrides: object = {}) => ({ email, password: 'Harbor#2026', first_name: 'Lena', last_name: 'Park', phone: '0000000000', gender: 'male' as const, ...overrides });

  it('are created with a lower-cased email and the gender given, listed, and emailed a link that sets their own password once', async () => {
    const email = uniqueEmail('Lena.Park');
    const { id } = (await admin.POST('/admin/add', { body: newAdmin(email.toUpperCase()) })).data!;
    const lower = email.toLowerCase();
    // The placeholder is no number: accepted, stored as no phone.
    expect((await admin.GET('/admin/list')).data).toContainEqual({ id, email: lower, first_name: 'Lena', last_name: 'Park', phone: null, gender: 'male' });

    const [mail] = await server.app.mailer.messagesTo(lower);
    const link = /\/admin\/confirm\/(\S+)/.exec(mail?.text ?? '');
    expect(mail?.text).toContain(`${server.config.backOfficeAppUrl}/admin/confirm/`);
    const token = link![1]!;
    const confirmed = (await server.newClient().POST('/admin/confirm', { body: { token, password: 'Lighthouse#2026' } })).data;
    expect(confirmed).toEqual({ message: adminMessages.passwordSet });
    expect((await server.newClient().POST('/admin/login', { body: { email: lower, password: 'Lighthouse#2026' } })).data?.email).toBe(lower);
    expect((await failure(server.newClient().POST('/admin/login', { body: { email: lower, password: 'Harbor#2026' } }))).status).toBe(401);
    expect((await failure(server.newClient().POST('/admin/confirm', { body: { token, password: 'Another#2026' } }))).message).toBe(adminMessages.invalidLink);
  });

  it('keep a valid phone in E.164', async () => {
    const { id } = (await admin.POST('/admin/add', { body: newAdmin(uniqueEmail('phoned'), { phone: '+44 20 7946 0321' }) })).data!;
    expect((await admin.GET('/admin/list')).data?.find((listed) => listed.id === id)?.phone).toBe('+442079460321');
  });

  it('refuse bad input (400) and a taken email (409), storing nothing and sending nothing', async () => {
    const email = uniqueEmail('taken');
    await admin.POST('/admin/add', { body: newAdmin(email) });
    await refusedUnchanged(() => admin.POST('/admin/add', { body: newAdmin(email.toUpperCase()) }), 409);
    await refusedUnchanged(() => admin.POST('/admin/add', { body: newAdmin(uniqueEmail('weak'), { password: 'password1' }) }), 400);
    expect((await refusedUnchanged(() => admin.POST('/admin/add', { body: newAdmin(uniqueEmail('blank'), { first_name: '  ' }) }), 400)).message).toBe('First Name is required');
    await refusedUnchanged(() => admin.POST('/admin/add', { body: newAdmin('not an email') }), 400);
    await refusedUnchanged(() => admin.POST('/admin/add', { body: newAdmin(uniqueEmail('gender'), { gender: 'unknown' }) }), 400);
  });
});

describe('clearing the demo account', () => {
  /** The learning rows of one learner, table by table. */
  const learningOf = async (userId: number) =>
    (
      await server.database.db.execute<{ name: string; state: string }>(sql`
        select 'program_enrollments' as name, count(*)::text || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as state from program_enrollments t where user_id = ${userId}
        union all select 'user_goals', count(*)::text || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from user_goals t where user_id = ${userId}
        union all select 'assessment_responses', count(*)::text || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from assessment_responses t where user_id = ${userId}
        union all select 'points_events', count(*)::text || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from points_events t where user_id = ${userId}
        union all select 'learner_stats', count(*)::text || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from learner_stats t where user_id = ${userId}`)
    ).rows;

  it('removes the demo learner’s learning in one go and leaves the account and every other account untouched', async () => {
    const demoClient = server.newClient();
    const { session: demo } = await registerAndLogin(demoClient, demoLearner.email);
    await followClearGoal(demoClient, fixture);
    const other = await learnerWithClearGoal(server, fixture);
    for (const [index, userId] of [demo.id, other.userId].entries()) {
      await server.database.db.insert(pointsEvents).values({ user_id: userId, source: 'challenge', source_id: 900_000 + index, points: 40, earned_on: '2026-11-16' });
    }
    expect((await learningOf(demo.id)).every((table) => !table.state.startsWith('0'))).toBe(true);
    const othersBefore = await learningOf(other.userId);
    // The accounts as they are, but for the demo learner's data_version, which must move: their cached
    // answers (docs/answer-cache.md) are of the learning just removed.
    const accounts = async () =>
      (await server.database.db.select().from(users).orderBy(users.id)).map(({ data_version: version, ...account }) => ({
        ...account,
        data_version: account.id === demo.id ? 'raised' : version,
      }));
    const demoVersion = async () => (await server.database.db.select({ version: users.data_version }).from(users).where(eq(users.id, demo.id)))[0]!.version;
    const [accountsBefore, demoVersionBefore] = [await accounts(), await demoVersion()];

    expect((await admin.POST('/admin/clear-data', { body: { email: demoLearner.email.toUpperCase() } })).data).toEqual({ message: adminMessages.cleared });
    expect((await learningOf(demo.id)).map((table) => table.state.slice(0, 1))).toEqual(['0', '0', '0', '0', '0']);
    expect(await learningOf(other.userId)).toEqual(othersBefore);
    expect(await accounts()).toEqual(accountsBefore);
    expect(await demoVersion()).toBeGreaterThan(demoVersionBefore);
    expect((await login(server.newClient(), demoLearner.email)).email).toBe(demoLearner.email);
  });

  it('refuses any other account (403), storing nothing', async () => {
    const learner = server.newClient();
    const { email } = await registerAndLogin(learner);
    expect((await refusedUnchanged(() => admin.POST('/admin/clear-data', { body: { email } }), 403)).message).toBe(adminMessages.notDemo);
  });
});

describe('the tables these calls write', () => {
  it('have the indexes their lookups use', async () => {
    const indexes = (await server.database.db.execute<{ indexname: string }>(sql`select indexname from pg_indexes where tablename in ('organizations', 'groups', 'group_memberships', 'admins')`)).rows.map((row) => row.indexname);
    expect(indexes).toEqual(expect.arrayContaining(['organizations_name_key', 'groups_organization_id_name_key', 'group_memberships_group_id_email_key', 'admins_email_key', 'admins_confirmation_hash_key']));
    expect(await server.database.db.$count(organizations)).toBeGreaterThan(0);
    expect(await server.database.db.$count(groups, eq(groups.name, 'Platform team'))).toBe(1);
    expect(await server.database.db.$count(groupMemberships)).toBeGreaterThan(0);
  });
});
