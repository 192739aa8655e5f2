import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, groups, organizationInvitations, users } from '../../db/schema/index';
import { organizationAdminMessages } from '../../services/customers/organization-admins';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
let admin: TestClient;
let sequence = 0;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: admin } = await signedInBackOfficeAdmin(server));
});
afterAll(async () => {
  await server?.close();
});

const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);
const mailTo = (email: string) => server.database.db.select({ subject: emailOutbox.subject, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, email));
const accountOf = async (email: string) => (await server.database.db.select({ role_id: users.role_id, organization_id: users.organization_id }).from(users).where(eq(users.email, email)))[0];

const addOrganization = async (owner: string) =>
  (await admin.POST('/organization/add', { body: { name: `Customer ${++sequence}`, country: 'india', email: owner } })).data!;
const adminsOf = async (id: number) => (await admin.GET('/customer/{id}/admins', { params: { path: { id } } })).data!;
const invite = (id: number, email: string, role_id?: 3 | 4 | 5 | 6) => admin.POST('/customer/{id}/admins', { params: { path: { id } }, body: { email, ...(role_id ? { role_id } : {}) } });
const setLevel = (id: number, email: string, role_id: 3 | 4 | 5 | 6) => admin.PATCH('/customer/{id}/admins/{email}', { params: { path: { id, email } }, body: { role_id } });
const remove = (id: number, email: string) => admin.DELETE('/customer/{id}/admins/{email}', { params: { path: { id, email } } });

/** A learner of no organisation, registered and signed in. */
async function registered(label: string) {
  const client = server.newClient();
  const { email } = await registerAndLogin(client, uniqueEmail(label));
  return { client, email };
}

describe('the owner of a new organisation', () => {
  it('without an account is invited as its Administrator and becomes it on registering, then signs in to the org-admin area', async () => {
    const owner = uniqueEmail('Owner');
    const organization = await addOrganization(owner);

    expect(await adminsOf(organization.id)).toEqual([{ email: owner.toLowerCase(), first_name: null, last_name: null, role_id: 3, status: 'invited' }]);
    const [mail, ...more] = await mailTo(owner.toLowerCase());
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${organization.name} is ready on Stride`);
    expect(mail!.text).toContain(`you are its Administrator (level 3)`);
    expect(mail!.text).toContain(`${server.config.learnerAppUrl}/user/signup?email=${encodeURIComponent(owner.toLowerCase())}`);
    expect(mail!.text).toContain(`${server.config.orgAdminAppUrl}/login`);

    const client = server.newClient();
    await registerAndLogin(client, owner);
    expect(await accountOf(owner.toLowerCase())).toEqual({ role_id: 3, organization_id: organization.id });
    expect((await client.GET('/organization/organization-details')).data).toMatchObject({ id: organization.id, name: organization.name });
    expect(await adminsOf(organization.id)).toEqual([{ email: owner.toLowerCase(), first_name: 'Ada', last_name: 'Lovelace', role_id: 3, status: 'joined' }]);
  });

  it('with an account of no organisation is made its Administrator at once and told by mail with the sign-in link', async () => {
    const { client, email } = await registered('existing.owner');
    const organization = await addOrganization(email);

    expect(await accountOf(email)).toEqual({ role_id: 3, organization_id: organization.id });
    const [mail] = await mailTo(email);
    expect(mail!.text).toContain('Hello Ada,');
    expect(mail!.text).toContain(`${server.config.orgAdminAppUrl}/login`);
    expect(mail!.text).not.toContain('/user/signup');
    // The session they hold already sees the change (the user row's version moved).
    expect((await client.GET('/organization/organization-details')).data!.id).toBe(organization.id);
  });

  it('of another organisation refuses the whole add (409): no organisation, no invitation, no mail', async () => {
    const { email } = await registered('taken.owner');
    const first = await addOrganization(email);
    const error = await refusedUnchanged(() => admin.POST('/organization/add', { body: { name: 'Never made', country: 'uk', email } }), 409);
    expect(error.message).toBe(organizationAdminMessages.inAnotherOrganization(email));
    expect(await accountOf(email)).toEqual({ role_id: 3, organization_id: first.id });
  });

  it('with a pending member invitation elsewhere becomes the admin they were invited as when they register', async () => {
    const person = uniqueEmail('twice.invited');
    const { client: memberAdmin, email: memberAdminEmail } = await registered('member.admin');
    const memberOrganization = await addOrganization(memberAdminEmail);
    await memberAdmin.POST('/user/org-add', { body: { user_email_list: [person] } });
    const adminOrganization = await addOrganization(person);

    await registerAndLogin(server.newClient(), person);
    expect(await accountOf(person)).toEqual({ role_id: 3, organization_id: adminOrganization.id });
    expect(adminOrganization.id).not.toBe(memberOrganization.id);
  });
});

describe('inviting another admin', () => {
  it('promotes a member of the organisation at once, at the level asked, and refuses an admin already (409)', async () => {
    const { client: ownerClient, email: owner } = await registered('owner');
    const organization = await addOrganization(owner);
    const member = uniqueEmail('member');
    await registerAndLogin(server.newClient(), member);
    await ownerClient.POST('/user/org-add', { body: { user_email_list: [member] } });

    expect((await invite(organization.id, member, 5)).data).toEqual({ message: organizationAdminMessages.madeAdmin(member) });
    expect(await accountOf(member)).toEqual({ role_id: 5, organization_id: organization.id });
    expect((await mailTo(member)).at(-1)!.text).toContain('You have been made Group manager (level 5) of');

    const again = await refusedUnchanged(() => invite(organization.id, member, 4), 409);
    expect(again.message).toBe(organizationAdminMessages.alreadyAdmin(member));
  });

  it('turns a pending member invitation into an admin one, and refuses a second admin invitation (409)', async () => {
    const { client: ownerClient, email: owner } = await registered('owner');
    const organization = await addOrganization(owner);
    const invitee = uniqueEmail('invitee');
    await ownerClient.POST('/user/org-add', { body: { user_email_list: [invitee] } });

    expect((await invite(organization.id, invitee)).data).toEqual({ message: organizationAdminMessages.invited(invitee) });
    expect(await adminsOf(organization.id)).toContainEqual({ email: invitee, first_name: null, last_name: null, role_id: 3, status: 'invited' });
    await refusedUnchanged(() => invite(organization.id, invitee, 6), 409);

    await registerAndLogin(server.newClient(), invitee);
    expect(await accountOf(invitee)).toEqual({ role_id: 3, organization_id: organization.id });
  });

  it('refuses someone of another organisation (409) and an unknown organisation (404), changing nothing', async () => {
    const { email: elsewhere } = await registered('elsewhere');
    await addOrganization(elsewhere);
    const organization = await addOrganization(uniqueEmail('owner'));
    expect((await refusedUnchanged(() => invite(organization.id, elsewhere), 409)).message).toBe(organizationAdminMessages.inAnotherOrganization(elsewhere));
    await refusedUnchanged(() => invite(999_999, uniqueEmail('nobody')), 404);
    await refusedUnchanged(() => admin.POST('/customer/{id}/admins', { params: { path: { id: organization.id } }, body: { email: uniqueEmail('x'), role_id: 2 as 3 } }), 400);
  });
});

describe('levels and removal', () => {
  it('change the level of a registered and of an invited admin; the last Administrator keeps level 3 (409)', async () => {
    const { email: owner } = await registered('owner');
    const organization = await addOrganization(owner);
    const invitee = uniqueEmail('invitee');
    await invite(organization.id, invitee, 4);

    expect((await setLevel(organization.id, invitee, 6)).data).toEqual({ message: organizationAdminMessages.levelChanged(invitee) });
    const last = await refusedUnchanged(() => setLevel(organization.id, owner, 4), 409);
    expect(last.message).toBe(organizationAdminMessages.lastAdministrator);

    await setLevel(organization.id, invitee, 3);
    await setLevel(organization.id, owner, 4);
    expect((await adminsOf(organization.id)).map(({ email, role_id, status }) => [email, role_id, status])).toEqual([
      [owner, 4, 'joined'],
      [invitee, 3, 'invited'],
    ]);
    // The invitation counts as the Administrator only while nobody has registered with its email.
    await registerAndLogin(server.newClient(), invitee);
    expect(await accountOf(invitee)).toEqual({ role_id: 3, organization_id: organization.id });
    await refusedUnchanged(() => setLevel(organization.id, uniqueEmail('stranger'), 4), 404);
  });

  it('take the rights away: the person stays a member (a group admin when a group names them), an invited admin stays invited as a member', async () => {
    const { email: owner } = await registered('owner');
    const organization = await addOrganization(owner);
    const { email: second } = await registered('second');
    await invite(organization.id, second, 3);
    const { email: lead } = await registered('lead');
    await invite(organization.id, lead, 4);
    await server.database.db.insert(groups).values({ name: 'Leads', description: 'Led by the lead.', organization_id: organization.id, group_admin_email: lead });
    const invitee = uniqueEmail('invitee');
    await invite(organization.id, invitee, 5);

    expect((await remove(organization.id, second)).data).toEqual({ message: organizationAdminMessages.removed(second) });
    expect(await accountOf(second)).toEqual({ role_id: 1, organization_id: organization.id });
    await remove(organization.id, lead);
    expect(await accountOf(lead)).toEqual({ role_id: 2, organization_id: organization.id });
    await remove(organization.id, invitee);
    const [invitation] = await server.database.db.select({ role_id: organizationInvitations.role_id }).from(organizationInvitations).where(eq(organizationInvitations.email, invitee));
    expect(invitation).toEqual({ role_id: 1 });

    expect((await adminsOf(organization.id)).map((row) => row.email)).toEqual([owner]);
    expect((await refusedUnchanged(() => remove(organization.id, owner), 409)).message).toBe(organizationAdminMessages.lastAdministrator);
    await refusedUnchanged(() => remove(organization.id, second), 404);
  });

  it('two removals at once cannot both take away the last two Administrators', async () => {
    const { email: owner } = await registered('owner');
    const organization = await addOrganization(owner);
    const { email: second } = await registered('second');
    await invite(organization.id, second, 3);

    const results = await Promise.allSettled([remove(organization.id, owner), remove(organization.id, second)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await adminsOf(organization.id)).toHaveLength(1);
  });
});
