import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { login, registerAndLogin, uniqueEmail } from '../../testing/helpers';
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

const addOrganization = async () =>
  (await admin.POST('/organization/add', { body: { name: `Role Works ${++sequence}`, country: 'india', email: uniqueEmail('owner') } })).data!.id;
const createGroup = async (organization_id: number, group_admin_email: string) =>
  (await admin.POST('/group/create-group', { body: { name: `Group ${++sequence}`, description: 'Night shift.', organization_id, group_admin_email } })).data!;
const accountOf = async (email: string) => (await server.database.db.select({ role_id: users.role_id, organization_id: users.organization_id }).from(users).where(eq(users.email, email)))[0];
const accept = (client: TestClient, group_id: number) => client.POST('/group/accept-invite/{group_id}', { params: { path: { group_id } } });

/** A registered learner, signed in, put in `organizationId` (null: none). */
async function learnerOf(organizationId: number | null) {
  const client = server.newClient();
  const { email, session } = await registerAndLogin(client);
  if (organizationId !== null) await server.database.db.update(users).set({ organization_id: organizationId }).where(eq(users.id, session.id));
  return { client, email, id: session.id };
}

describe('the admin an organisation group names', () => {
  it('becomes a group admin (role 2) at once when they are of the organisation, and can then list the groups they administer', async () => {
    const organizationId = await addOrganization();
    const learner = await learnerOf(organizationId);
    const group = await createGroup(organizationId, learner.email.toUpperCase());
    const again = await login(learner.client, learner.email);
    expect(again.role_id).toBe(2);
    const { data } = await learner.client.GET('/group/org-groups/{id}', { params: { path: { id: again.id } } });
    expect(data?.map((listed) => listed.name)).toEqual([group.name]);
  });

  it('of no organisation stays a learner until they accept, then is one of its people and a group admin', async () => {
    const organizationId = await addOrganization();
    const learner = await learnerOf(null);
    const group = await createGroup(organizationId, learner.email);
    expect(await accountOf(learner.email)).toEqual({ role_id: 1, organization_id: null });

    await accept(learner.client, group.id);
    expect(await accountOf(learner.email)).toEqual({ role_id: 2, organization_id: organizationId });
  });

  it('named before they had an account starts as a learner of no organisation, and is a group admin of it once they accept', async () => {
    const organizationId = await addOrganization();
    const email = uniqueEmail('future.lead');
    const group = await createGroup(organizationId, email);
    const client = server.newClient();
    const { session } = await registerAndLogin(client, email);
    expect({ role_id: session.role_id, organization_id: (await accountOf(email))!.organization_id }).toEqual({ role_id: 1, organization_id: null });
    await accept(client, group.id);
    expect(await accountOf(email)).toEqual({ role_id: 2, organization_id: organizationId });
  });

  it('is a group admin from registration when the organisation whose group names them also invited them', async () => {
    const organizationId = await addOrganization();
    const email = uniqueEmail('invited.lead');
    await createGroup(organizationId, email);
    const owner = await learnerOf(organizationId);
    await server.database.db.update(users).set({ role_id: 3 }).where(eq(users.id, owner.id));
    await login(owner.client, owner.email);
    await owner.client.POST('/user/org-add', { body: { user_email_list: [email] } });
    const { session } = await registerAndLogin(server.newClient(), email);
    expect(session.role_id).toBe(2);
    expect(await accountOf(email)).toEqual({ role_id: 2, organization_id: organizationId });
  });

  it('is not promoted by another organisation’s group: invited by one organisation and named by another, they join the first as a learner', async () => {
    const [named, inviting] = [await addOrganization(), await addOrganization()];
    const email = uniqueEmail('two.customers');
    await createGroup(named, email);
    const owner = await learnerOf(inviting);
    await server.database.db.update(users).set({ role_id: 3 }).where(eq(users.id, owner.id));
    await login(owner.client, owner.email);
    await owner.client.POST('/user/org-add', { body: { user_email_list: [email] } });
    const { session } = await registerAndLogin(server.newClient(), email);
    expect(session.role_id).toBe(1);
    expect(await accountOf(email)).toEqual({ role_id: 1, organization_id: inviting });
  });

  it('keeps a higher role: an organisation admin named admin of one of its groups stays one', async () => {
    const organizationId = await addOrganization();
    const learner = await learnerOf(organizationId);
    await server.database.db.update(users).set({ role_id: 4 }).where(eq(users.email, learner.email));
    const group = await createGroup(organizationId, learner.email);
    await accept(learner.client, group.id);
    expect((await login(learner.client, learner.email)).role_id).toBe(4);
  });

  it('does not come from a learner’s own team: its maker stays a learner', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(client);
    await client.POST('/group/create', { body: { name: 'Reading circle', description: 'Fridays.', user_email_list: [] } });
    expect((await login(client, email)).role_id).toBe(1);
  });
});
