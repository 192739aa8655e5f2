import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { login, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
let admin: TestClient;
let organizationId: number;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: admin } = await signedInBackOfficeAdmin(server));
  organizationId = (await admin.POST('/organization/add', { body: { name: `Role Works ${Date.now()}`, country: 'india', email: 'owner@role.example' } })).data!.id;
});
afterAll(async () => {
  await server?.close();
});

const createGroup = async (group_admin_email: string) =>
  admin.POST('/group/create-group', { body: { name: `Group ${group_admin_email}`, description: 'Night shift.', organization_id: organizationId, group_admin_email } });

describe('the admin an organisation group names', () => {
  it('becomes a group admin (role 2) when they already have an account, and can then list the groups they administer', async () => {
    const learner = server.newClient();
    const { email, session } = await registerAndLogin(learner);
    expect(session.role_id).toBe(1);
    await createGroup(email.toUpperCase());
    const again = await login(learner, email);
    expect(again.role_id).toBe(2);
    const { data } = await learner.GET('/group/org-groups/{id}', { params: { path: { id: again.id } } });
    expect(data?.map((group) => group.name)).toEqual([`Group ${email.toUpperCase()}`]);
  });

  it('is a group admin from registration when named before they had an account', async () => {
    const email = uniqueEmail('future.lead');
    await createGroup(email);
    const { session } = await registerAndLogin(server.newClient(), email);
    expect(session.role_id).toBe(2);
  });

  it('keeps a higher role: an organisation admin named admin of a group stays one', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(client);
    await server.database.db.update(users).set({ role_id: 4 }).where(eq(users.email, email));
    await createGroup(email);
    expect((await login(client, email)).role_id).toBe(4);
  });

  it('does not come from a learner’s own team: its maker stays a learner', async () => {
    const client = server.newClient();
    const { email } = await registerAndLogin(client);
    await client.POST('/group/create', { body: { name: 'Reading circle', description: 'Fridays.', user_email_list: [] } });
    expect((await login(client, email)).role_id).toBe(1);
  });
});
