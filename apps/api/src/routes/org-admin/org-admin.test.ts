import { customerMessages, phoneMessages } from '@stride/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, groupMemberships, groups, users } from '../../db/schema/index';
import { orgAdminMessages } from '../../services/org-admin/org-admin';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { learnerWithClearGoal, joinOrganisation, startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import type { TestClient, TestServer } from '../../testing/test-server';

let server: TestServer;
let fixture: FixtureCurriculum;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);
const mailTo = async (email: string) => server.database.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, email));

/** A signed-in user of `role` in a new organisation of their own; returns the client, their id, email and organisation. */
async function adminOfNewOrganisation(role = 3) {
  const client = server.newClient();
  const { session, email } = await registerAndLogin(client);
  const organizationId = await joinOrganisation(server.database.db, session.id, []);
  await server.database.db.update(users).set({ role_id: role }).where(eq(users.id, session.id));
  return { client, userId: session.id, email, organizationId };
}

const members = async (client: TestClient) => (await client.GET('/user/org-members')).data ?? [];

describe('organisation details', () => {
  it('are read and changed by its admin only, the email staying; bad input and strangers change nothing', async () => {
    const { client, organizationId } = await adminOfNewOrganisation(3);
    const details = (await client.GET('/organization/organization-details')).data!;
    expect(details).toMatchObject({ id: organizationId, name: `Org of user ${(await client.GET('/user/details')).data!.id}` });

    const body = { name: `  Initech ${organizationId} `, address: ' 1 Main Street ', country: 'uk', phone: '+441234567890', gst_number: null } as const;
    const saved = (await client.POST('/organization/update-organization-details', { body })).data!;
    expect(saved).toEqual({ ...details, name: `Initech ${organizationId}`, address: '1 Main Street', country: 'uk', phone: '+441234567890', gst_number: null });
    expect((await client.GET('/organization/organization-details')).data).toEqual(saved);

    await refusedUnchanged(() => client.POST('/organization/update-organization-details', { body: { ...body, name: '   ' } }), 400);
    await refusedUnchanged(() => client.POST('/organization/update-organization-details', { body: { ...body, gst_number: 'short' } }), 400);

    const other = await adminOfNewOrganisation();
    const clash = await refusedUnchanged(() => other.client.POST('/organization/update-organization-details', { body: { ...body, name: `initech ${organizationId}` } }), 409);
    expect(clash.code).toBe('OrganizationNameTaken');
    expect((await other.client.GET('/organization/organization-details')).data!.id).toBe(other.organizationId);

    for (const role of [1, 2]) {
      const { client: notAdmin } = await adminOfNewOrganisation(role);
      expect((await failure(notAdmin.GET('/organization/organization-details'))).status).toBe(403);
      await refusedUnchanged(() => notAdmin.POST('/organization/update-organization-details', { body: { ...body, name: 'Hijack' } }), 403);
    }
  });
});

describe('the organisation phone', () => {
  it('is taken as people type it and stored in E.164; a number that is not valid is refused with the message, changing nothing', async () => {
    const { client } = await adminOfNewOrganisation();
    const body = { name: `Phone check ${Date.now()}`, address: null, country: 'india', phone: '+91 80 4123 5678', gst_number: null } as const;
    // The seeded organisation's number, as the seed used to store it and as an admin types it.
    expect((await client.POST('/organization/update-organization-details', { body })).data!.phone).toBe('+918041235678');
    expect((await client.GET('/organization/organization-details')).data!.phone).toBe('+918041235678');
    // Without +, in the organisation's country; brackets, dashes and dots as typed.
    expect((await client.POST('/organization/update-organization-details', { body: { ...body, phone: '(080) 4123-5678' } })).data!.phone).toBe('+918041235678');
    expect((await client.POST('/organization/update-organization-details', { body: { ...body, country: 'uk', phone: '020.7946.0321' } })).data!.phone).toBe('+442079460321');

    for (const phone of ['12345', '+91 000000000', '0000000000']) {
      const refused = await refusedUnchanged(() => client.POST('/organization/update-organization-details', { body: { ...body, phone } }), 400);
      expect(refused.message, phone).toBe(phoneMessages.invalid);
    }
    const foreign = await refusedUnchanged(() => client.POST('/organization/update-organization-details', { body: { ...body, phone: '+33 1 23 45 67 89' } }), 400);
    expect(foreign.message).toBe(phoneMessages.countryNotAllowed);
    // Letters are not what a phone is typed with: the contract refuses them.
    expect((await refusedUnchanged(() => client.POST('/organization/update-organization-details', { body: { ...body, phone: 'call me' } }), 400)).message).toMatch(/phone/);
    expect((await client.GET('/organization/organization-details')).data).toMatchObject({ country: 'uk', phone: '+442079460321' });

    // Blank is no phone.
    expect((await client.POST('/organization/update-organization-details', { body: { ...body, phone: '  ' } })).data!.phone).toBeNull();
  });
});

describe('organisation groups', () => {
  it('are created in the admin’s organisation with the admin invited by mail, listed for it alone, and listed per admin', async () => {
    const { client, organizationId } = await adminOfNewOrganisation();
    const lead = server.newClient();
    const { session: leadSession, email: leadEmail } = await registerAndLogin(lead);
    await server.database.db.update(users).set({ role_id: 2, organization_id: organizationId }).where(eq(users.id, leadSession.id));

    const group = (await client.POST('/group/create-org-group', { body: { name: ' Sales ', description: 'Closers.', group_admin_email: leadEmail.toUpperCase() } })).data!;
    expect(group).toMatchObject({ name: 'Sales', description: 'Closers.', organization_id: organizationId, group_admin_email: leadEmail });
    const [invitation] = await mailTo(leadEmail);
    expect(invitation?.text).toContain(`/group/join-link/${encodeURIComponent(leadEmail)}/${group.id}`);

    await refusedUnchanged(() => client.POST('/group/create-org-group', { body: { name: 'Sales ', description: 'Again.', group_admin_email: leadEmail } }), 409);
    await refusedUnchanged(() => client.POST('/group/create-org-group', { body: { name: '  ', description: 'Blank.', group_admin_email: leadEmail } }), 400);
    await refusedUnchanged(() => lead.POST('/group/create-org-group', { body: { name: 'Mine', description: 'A group admin’s.', group_admin_email: leadEmail } }), 403);

    const other = await adminOfNewOrganisation();
    const theirs = (await other.client.POST('/group/create-org-group', { body: { name: 'Sales', description: 'Theirs.', group_admin_email: uniqueEmail('lead') } })).data!;
    expect((await client.GET('/group/get-org-groups')).data!.map((row) => row.id)).toEqual([group.id]);
    expect((await client.GET('/group/get-org-groups', { params: { query: { organization_id: organizationId } } })).data!.map((row) => row.id)).toEqual([group.id]);
    expect((await failure(client.GET('/group/get-org-groups', { params: { query: { organization_id: other.organizationId } } }))).status).toBe(403);
    expect((await failure(lead.GET('/group/get-org-groups'))).status).toBe(403);

    // The group admin sees the groups they administer, asking with their own id only.
    expect((await lead.GET('/group/org-groups/{id}', { params: { path: { id: leadSession.id } } })).data!.map((row) => row.id)).toEqual([group.id]);
    expect((await failure(lead.GET('/group/org-groups/{id}', { params: { path: { id: other.userId } } }))).status).toBe(403);

    const { client: backOffice } = await signedInBackOfficeAdmin(server);
    expect((await backOffice.GET('/group/get-org-groups', { params: { query: { organization_id: other.organizationId } } })).data!.map((row) => row.id)).toEqual([theirs.id]);
    expect((await failure(backOffice.GET('/group/get-org-groups'))).status).toBe(400);
    expect((await backOffice.GET('/group/org-groups/{id}', { params: { path: { id: leadSession.id } } })).data!.map((row) => row.id)).toEqual([group.id]);
    expect((await failure(backOffice.GET('/group/org-groups/{id}', { params: { path: { id: 2_000_000_000 } } }))).status).toBe(404);
  });
});

describe('organisation members', () => {
  it('are added by email (one or several, unique), registered or invited by mail to sign up, and join on registering', async () => {
    const { client, email: adminEmail } = await adminOfNewOrganisation();
    const loner = server.newClient();
    const { email: lonerEmail } = await registerAndLogin(loner);
    const newcomer = uniqueEmail('newcomer');

    const one = (await client.POST('/user/org-add', { body: { user_email_list: [lonerEmail.toUpperCase()] } })).data!;
    expect(one.message).toBe(customerMessages.userAdded);
    const several = (await client.POST('/user/org-add', { body: { user_email_list: [newcomer, lonerEmail] } })).data!;
    expect(several.message).toBe(customerMessages.usersAdded);
    expect((await mailTo(lonerEmail)).map((mail) => mail.text)).toEqual([expect.stringContaining('/user/login')]);
    expect((await mailTo(newcomer)).map((mail) => mail.text)).toEqual([expect.stringContaining(`/user/signup?email=${encodeURIComponent(newcomer)}`)]);

    expect((await members(client)).map(({ email, registered }) => ({ email, registered })).sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      [
        { email: adminEmail, registered: true },
        { email: lonerEmail, registered: true },
        { email: newcomer, registered: false },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );

    const duplicate = await refusedUnchanged(() => client.POST('/user/org-add', { body: { user_email_list: [uniqueEmail('x'), newcomer.toUpperCase(), newcomer] } }), 400);
    expect(duplicate.message).toBe(orgAdminMessages.emailsNotUnique);
    const other = await adminOfNewOrganisation();
    const taken = await refusedUnchanged(() => other.client.POST('/user/org-add', { body: { user_email_list: [uniqueEmail('fresh'), lonerEmail] } }), 409);
    expect(taken.message).toBe(orgAdminMessages.inAnotherOrganization(lonerEmail));
    expect((await members(other.client)).map((member) => member.email)).toEqual([other.email]);

    const joiner = server.newClient();
    await registerAndLogin(joiner, newcomer);
    expect((await members(client)).find((member) => member.email === newcomer)).toMatchObject({ registered: true, first_name: 'Ada' });

    const { client: groupAdmin } = await adminOfNewOrganisation(2);
    await refusedUnchanged(() => groupAdmin.POST('/user/org-add', { body: { user_email_list: [uniqueEmail('y')] } }), 403);
    expect((await failure(groupAdmin.GET('/user/org-members'))).status).toBe(403);
  });

  it('are imported from CSV rows in one go: added, skipped and refused rows with their number and reason', async () => {
    const { client, email: adminEmail } = await adminOfNewOrganisation(4);
    const other = await adminOfNewOrganisation();
    const fresh = uniqueEmail('csv.fresh');
    const rows = [
      { first_name: 'Grace', last_name: 'Hopper', email: fresh },
      { first_name: 'Me', last_name: 'Again', email: adminEmail },
      { first_name: 'No', last_name: 'Mail', email: '' },
      { first_name: 'Bad', last_name: 'Mail', email: 'not-an-email' },
      { first_name: 'Grace', last_name: 'Twice', email: fresh.toUpperCase() },
      { first_name: 'Their', last_name: 'Admin', email: other.email },
    ];
    const result = (await client.POST('/user/csv-add', { body: { user_list: rows } })).data!;
    expect(result).toEqual({
      message: customerMessages.userAdded,
      added: 1,
      skipped: 2,
      refused: [
        { row: 4, email: '', reason: customerMessages.csvMissingEmail },
        { row: 5, email: 'not-an-email', reason: customerMessages.invalidEmail },
        { row: 7, email: other.email, reason: orgAdminMessages.anotherOrganization },
      ],
    });
    expect((await members(client)).find((member) => member.email === fresh)).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', registered: false });
    expect(await mailTo(fresh)).toHaveLength(1);
    expect((await members(other.client)).map((member) => member.email)).toEqual([other.email]);

    const header = await refusedUnchanged(() => client.POST('/user/csv-add', { body: { user_list: [{ first_name: 'A', email: uniqueEmail('z') }] } }), 400);
    expect(header.message).toBe(customerMessages.csvMissingHeader('last_name'));
    const groupAdmin = await adminOfNewOrganisation(2);
    await refusedUnchanged(() => groupAdmin.client.POST('/user/csv-add', { body: { user_list: [{ first_name: 'A', last_name: 'B', email: uniqueEmail('z') }] } }), 403);
  });
});

describe('member details', () => {
  it('show a member’s programs and the organisation’s groups they joined, to their organisation’s admin only', async () => {
    const { client } = await adminOfNewOrganisation(3);
    const learner = await learnerWithClearGoal(server, fixture);
    const learnerEmail = (await learner.client.GET('/user/details')).data!.email;
    await client.POST('/user/org-add', { body: { user_email_list: [learnerEmail] } });

    const programs = (await client.GET('/user/program-enrolled/{email}', { params: { path: { email: learnerEmail.toUpperCase() } } })).data!;
    expect(programs).toEqual([{ goal: { name: expect.any(String), program: { name: expect.any(String) } }, start_date: '2026-11-16', completion_percentage: 0 }]);

    expect((await client.GET('/user/all-groups/{email}', { params: { path: { email: learnerEmail } } })).data).toEqual([]);
    const group = (await client.POST('/group/create-org-group', { body: { name: 'Readers', description: 'We read.', group_admin_email: uniqueEmail('lead') } })).data!;
    const [team] = await server.database.db.insert(groups).values({ name: 'Private team', description: 'Not the organisation’s.', group_admin_email: learnerEmail }).returning();
    await server.database.db.insert(groupMemberships).values([
      { group_id: group.id, email: learnerEmail, user_id: learner.userId, status: 'joined', joining_date: server.clock.now() },
      { group_id: team!.id, email: learnerEmail, user_id: learner.userId, status: 'joined', joining_date: server.clock.now() },
    ]);
    const joined = (await client.GET('/user/all-groups/{email}', { params: { path: { email: learnerEmail } } })).data!;
    expect(joined.map((membership) => [membership.group_id, membership.groups[0]?.name, membership.status])).toEqual([[group.id, 'Readers', 'joined']]);

    const other = await adminOfNewOrganisation();
    expect((await failure(other.client.GET('/user/all-groups/{email}', { params: { path: { email: learnerEmail } } }))).status).toBe(404);
    expect((await failure(other.client.GET('/user/program-enrolled/{email}', { params: { path: { email: learnerEmail } } }))).status).toBe(404);
    expect((await failure(client.GET('/user/program-enrolled/{email}', { params: { path: { email: uniqueEmail('nobody') } } }))).status).toBe(404);
    expect((await failure(learner.client.GET('/user/all-groups/{email}', { params: { path: { email: learnerEmail } } }))).status).toBe(403);
  });
});
