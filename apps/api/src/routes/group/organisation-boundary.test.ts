import { customerMessages } from '@stride/validation';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, groupMemberships, users } from '../../db/schema/index';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { refusedUnchanged } from '../../testing/database-state';
import { failure, registerAndLogin, uniqueEmail } from '../../testing/helpers';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

/*
 * Finding 1 (docs/security.md): nobody's role, organisation or group membership changes through another
 * organisation's calls. Each path that names someone in a group, as each kind of caller that reaches it.
 */

let server: TestServer;
let backOffice: TestClient;
let sequence = 0;
beforeAll(async () => {
  server = await startTestServer();
  ({ client: backOffice } = await signedInBackOfficeAdmin(server));
});
afterAll(async () => {
  await server?.close();
});

interface Person {
  client: TestClient;
  email: string;
  id: number;
}

const accountOf = async (email: string) => (await server.database.db.select({ role_id: users.role_id, organization_id: users.organization_id }).from(users).where(eq(users.email, email)))[0];
const outboxSize = async () => (await server.database.db.select({ n: count() }).from(emailOutbox))[0]!.n;
const membershipOf = async (groupId: number, email: string) =>
  (await server.database.db.select({ status: groupMemberships.status }).from(groupMemberships).where(and(eq(groupMemberships.group_id, groupId), eq(groupMemberships.email, email))))[0]?.status;

/** The call is refused with 409 naming `email` as someone of another organisation: no row changed, no email queued. */
async function refusedAsOfAnotherOrganisation(call: () => Promise<unknown>, email: string) {
  const mails = await outboxSize();
  const error = await refusedUnchanged(server.database.db, call, 409);
  expect({ code: error.code, message: error.message }).toEqual({ code: 'OtherOrganization', message: customerMessages.inAnotherOrganization(email) });
  expect(await outboxSize()).toBe(mails);
}

async function learner(label: string): Promise<Person> {
  const client = server.newClient();
  const { email, session } = await registerAndLogin(client, uniqueEmail(label.toLowerCase()));
  return { client, email, id: session.id };
}

/** An organisation added by the back office with a registered owner, who is its Administrator (level 3) at once. */
async function organisation(label: string) {
  const admin = await learner(`${label}.owner`);
  const { data } = await backOffice.POST('/organization/add', { body: { name: `${label} ${++sequence}`, country: 'india', email: admin.email } });
  const { id, name } = data!;

  /** A registered learner the organisation's admin added: one of its people. */
  const member = async (memberLabel: string) => {
    const person = await learner(`${label}.${memberLabel}`);
    await admin.client.POST('/user/org-add', { body: { user_email_list: [person.email] } });
    return person;
  };
  /** A group of the organisation whose named admin is `lead` (one of its people), who accepts and is then a group admin. */
  const group = async (lead: Person) => {
    const { data: created } = await admin.client.POST('/group/create-org-group', { body: { name: `${label} group ${++sequence}`, description: 'A group.', group_admin_email: lead.email } });
    await lead.client.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: created!.id } } });
    return created!.id;
  };
  return { id, name, admin, member, group };
}

const invite = (client: TestClient, group_id: number, user_email_list: string[]) => client.POST('/group/add-user', { body: { group_id, user_email_list } });
const accept = (client: TestClient, group_id: number) => client.POST('/group/accept-invite/{group_id}', { params: { path: { group_id } } });

describe('an organisation’s admin or group admin naming someone of another organisation', () => {
  it('cannot make them the admin of a new group (create-org-group, create-group): 409, no group, no promotion, no email', async () => {
    const [a, b] = [await organisation('Acme'), await organisation('Bolt')];
    const alice = await a.member('alice');

    await refusedAsOfAnotherOrganisation(
      () => b.admin.client.POST('/group/create-org-group', { body: { name: 'Poached', description: 'Not ours to make.', group_admin_email: alice.email.toUpperCase() } }),
      alice.email,
    );
    await refusedAsOfAnotherOrganisation(
      () => backOffice.POST('/group/create-group', { body: { name: 'Poached', description: 'Not ours to make.', organization_id: b.id, group_admin_email: alice.email } }),
      alice.email,
    );
    expect(await accountOf(alice.email)).toEqual({ role_id: 1, organization_id: a.id });
  });

  it('cannot invite them to a group (add-user by its organisation admin, its group admin and the back office; add-user-only; csv-add)', async () => {
    const [a, b] = [await organisation('Acme'), await organisation('Bolt')];
    const alice = await a.member('alice');
    const lead = await b.member('lead');
    const groupId = await b.group(lead);
    const newcomer = uniqueEmail('newcomer');

    for (const caller of [b.admin.client, lead.client, backOffice]) {
      // The whole call is refused: the newcomer listed first is not invited either.
      await refusedAsOfAnotherOrganisation(() => invite(caller, groupId, [newcomer, alice.email]), alice.email);
    }
    await refusedAsOfAnotherOrganisation(() => backOffice.POST('/group/add-user-only', { body: { group_id: groupId, user_list: [{ email: alice.email }] } }), alice.email);
    const rows = [
      { first_name: 'New', last_name: 'Comer', email: newcomer },
      { first_name: 'Alice', last_name: 'Acme', email: alice.email },
    ];
    for (const caller of [lead.client, backOffice]) {
      await refusedAsOfAnotherOrganisation(() => caller.POST('/group/csv-add', { body: { group_id: groupId, user_list: rows } }), alice.email);
    }
    expect(await membershipOf(groupId, alice.email)).toBeUndefined();
    expect(await accountOf(alice.email)).toEqual({ role_id: 1, organization_id: a.id });
  });

  it('cannot be done by the back office either by inviting or moving them from one organisation’s group to another’s (send-bulk-invite, move-bulk-user)', async () => {
    const [a, b] = [await organisation('Acme'), await organisation('Bolt')];
    const alice = await a.member('alice');
    const aGroup = await a.group(await a.member('lead'));
    await invite(a.admin.client, aGroup, [alice.email]);
    await accept(alice.client, aGroup);
    const bGroup = await b.group(await b.member('lead'));

    const body = { current_group_id: aGroup, new_group_id: bGroup, user_email_list: [alice.email] };
    await refusedAsOfAnotherOrganisation(() => backOffice.POST('/group/send-bulk-invite', { body }), alice.email);
    await refusedAsOfAnotherOrganisation(() => backOffice.POST('/group/move-bulk-user', { body }), alice.email);
    expect(await membershipOf(aGroup, alice.email)).toBe('joined');
    expect(await membershipOf(bGroup, alice.email)).toBeUndefined();
  });

  it('cannot resend, nor can the person accept, an invitation made before they joined another organisation', async () => {
    const [a, b] = [await organisation('Acme'), await organisation('Bolt')];
    const lead = await b.member('lead');
    const bGroup = await b.group(lead);
    // Invited while of no organisation (allowed), then added to organisation A.
    const alice = await learner('alice');
    await invite(lead.client, bGroup, [alice.email]);
    await a.admin.client.POST('/user/org-add', { body: { user_email_list: [alice.email] } });
    server.clock.advance(120_000); // past the once-a-minute resend limit: the refusal is the boundary's

    await refusedAsOfAnotherOrganisation(() => lead.client.POST('/group/resend-invite', { body: { group_id: bGroup, email: alice.email } }), alice.email);
    await refusedAsOfAnotherOrganisation(() => accept(alice.client, bGroup), alice.email);
    expect(await membershipOf(bGroup, alice.email)).toBe('invited');
    expect(await accountOf(alice.email)).toEqual({ role_id: 1, organization_id: a.id });
  });

  it('leaves a named admin who joined another organisation since without the group: they can neither manage it, list it nor read its reports', async () => {
    const [a, b] = [await organisation('Acme'), await organisation('Bolt')];
    // Named admin of B's group while of no organisation (not promoted), then added to A, where they lead a group.
    const pat = await learner('pat');
    const { data: bGroup } = await b.admin.client.POST('/group/create-org-group', { body: { name: `Bolt named ${++sequence}`, description: 'Named early.', group_admin_email: pat.email } });
    const bInvitee = uniqueEmail('bolt.invitee');
    await invite(b.admin.client, bGroup!.id, [bInvitee]);
    await a.admin.client.POST('/user/org-add', { body: { user_email_list: [pat.email] } });
    const aGroup = await a.group(pat);
    expect(await accountOf(pat.email)).toEqual({ role_id: 2, organization_id: a.id });

    await refusedUnchanged(server.database.db, () => invite(pat.client, bGroup!.id, [uniqueEmail('friend')]), 403);
    expect((await failure(pat.client.GET('/group/user-status/{group_id}', { params: { path: { group_id: bGroup!.id } } }))).status).toBe(403);
    const listed = (await pat.client.GET('/group/org-groups/{id}', { params: { path: { id: pat.id } } })).data!;
    expect(listed.map((group) => group.id)).toEqual([aGroup]);
    const report = (group_id?: number) =>
      pat.client.GET('/reports/{name}/{variant}', { params: { path: { name: 'unregistered-users', variant: 'group_admin' }, query: group_id === undefined ? {} : { group_id } } });
    expect((await failure(report(bGroup!.id))).status).toBe(403);
    expect((await report(aGroup)).response.status).toBe(200);
    // The groups they administer, read together, are A's only: B's invitation is not theirs to see.
    expect(JSON.stringify((await report()).data!.rows)).not.toContain(bInvitee);
  });
});

describe('people of no organisation', () => {
  it('may be invited to an organisation’s group and join the organisation on accepting, keeping their role', async () => {
    const b = await organisation('Bolt');
    const lead = await b.member('lead');
    const groupId = await b.group(lead);
    const nomad = await learner('nomad');

    await invite(lead.client, groupId, [nomad.email]);
    expect(await accountOf(nomad.email)).toEqual({ role_id: 1, organization_id: null });
    // The invitation says what accepting means.
    const [mail] = await server.app.mailer.messagesTo(nomad.email);
    expect(mail?.text).toContain(`The group belongs to ${b.name}: joining it makes you a member of ${b.name} on Stride.`);
    await accept(nomad.client, groupId);
    expect(await membershipOf(groupId, nomad.email)).toBe('joined');
    expect(await accountOf(nomad.email)).toEqual({ role_id: 1, organization_id: b.id });
    // One of B's people now: another organisation cannot take them.
    const a = await organisation('Acme');
    await refusedAsOfAnotherOrganisation(() => a.admin.client.POST('/user/org-add', { body: { user_email_list: [nomad.email] } }), nomad.email);
  });

  it('moved while joined into an organisation’s group are invited there, to join on accepting; its own people stay joined', async () => {
    const b = await organisation('Bolt');
    const lead = await b.member('lead');
    const [first, second] = [await b.group(lead), await b.group(lead)];
    const own = await b.member('own');
    const nomad = await learner('nomad');
    // A team holds the person of no organisation (the back office manages every group).
    const { data: team } = await lead.client.POST('/group/create', { body: { name: 'Lunch club', description: 'Fridays.', user_email_list: [nomad.email] } });
    await accept(nomad.client, team!.id);
    await invite(lead.client, first, [own.email]);
    await accept(own.client, first);

    await backOffice.POST('/group/move-bulk-user', { body: { current_group_id: team!.id, new_group_id: second, user_email_list: [nomad.email] } });
    await backOffice.POST('/group/move-bulk-user', { body: { current_group_id: first, new_group_id: second, user_email_list: [own.email] } });
    expect(await membershipOf(second, nomad.email)).toBe('invited');
    expect(await membershipOf(second, own.email)).toBe('joined');
    expect(await accountOf(nomad.email)).toEqual({ role_id: 1, organization_id: null });
  });
});

describe('a learner’s own team (no organisation)', () => {
  it('may invite anyone, of any organisation; accepting changes no one’s organisation or role', async () => {
    const [a, b] = [await organisation('Acme'), await organisation('Bolt')];
    const alice = await a.member('alice');
    const bob = await b.member('bob');
    const maker = await learner('maker');
    const { data: team } = await maker.client.POST('/group/create', { body: { name: 'Book club', description: 'Across companies.', user_email_list: [alice.email] } });
    await invite(maker.client, team!.id, [bob.email]);
    const [mail] = await server.app.mailer.messagesTo(bob.email);
    expect(mail?.text).toContain(`/group/join-link/${encodeURIComponent(bob.email)}/${team!.id}`);
    expect(mail?.text).not.toContain('belongs to');
    await accept(alice.client, team!.id);
    await accept(bob.client, team!.id);

    expect([await membershipOf(team!.id, alice.email), await membershipOf(team!.id, bob.email)]).toEqual(['joined', 'joined']);
    expect(await accountOf(alice.email)).toEqual({ role_id: 1, organization_id: a.id });
    expect(await accountOf(bob.email)).toEqual({ role_id: 1, organization_id: b.id });
    expect(await accountOf(maker.email)).toEqual({ role_id: 1, organization_id: null });
  });
});
