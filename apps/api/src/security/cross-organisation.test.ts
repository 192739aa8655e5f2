import { isApiError } from '@stride/api-sdk';
import { customerMessages } from '@stride/validation';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../db/schema/index';
import { contractOperations, deref, spec, type ContractOperation, type JsonSchema } from '../testing/contract-operations';
import { databaseState } from '../testing/database-state';
import { minimalDocx } from '../testing/docx';
import { registerAndLogin, uniqueEmail } from '../testing/helpers';
import { buildSecurityWorld, clientAs, type SecurityWorld } from '../testing/security-world';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

/*
 * The cross-organisation suite (docs/security.md, finding 1): every operation of openapi.yaml that takes an
 * organisation, a group or a person is called by people of organisation B naming organisation A's people and
 * things. Each call is refused, changes nothing (every table, the outbox included) and sends no email, or, where
 * B may call it (its own reads, a learner's team), changes none of A's people and names none of them.
 *
 * Organisation A is the world's learner's (O1): the learner, who has joined A's group; A's admin; someone A added
 * who has not registered; someone A took in after B had invited them to B's group. Organisation B is O2: its
 * admin (level 3), its group admin (role 2, admin of B's group and of a team A's learner joined) and a learner of B
 * whom A invited to A's group before B added them.
 */

/** Inputs that name an organisation, a group or a person: an operation that takes one is organisation-scoped. */
const SCOPED_INPUTS = new Set(['organization_id', 'orgId', 'group_id', 'current_group_id', 'new_group_id', 'group_admin_email', 'email', 'user_email', 'user_email_list', 'user_list', 'user_id']);
/** The contract's tags whose every operation is about organisations or groups, whatever it takes. */
const SCOPED_TAGS = new Set(['organization', 'group']);

/** The names of an operation's parameters and of every field of its body, nested ones included. */
function inputNames(operation: ContractOperation): Set<string> {
  const names = new Set(operation.parameters.map((parameter) => parameter.name));
  const seen = new Set<JsonSchema>();
  const walk = (schema: JsonSchema | boolean | undefined) => {
    if (typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const resolved = deref(schema);
    for (const [name, field] of Object.entries(resolved.properties ?? {})) {
      names.add(name);
      walk(field);
    }
    walk(resolved.items);
    walk(resolved.additionalProperties);
    for (const branch of [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.allOf ?? [])]) walk(branch);
  };
  walk(operation.body?.schema);
  return names;
}

const tagsOf = (operation: ContractOperation) =>
  ((spec.paths[operation.path] as Record<string, { tags?: string[] }>)[operation.method.toLowerCase()]?.tags ?? []);

const isOrganisationScoped = (operation: ContractOperation) =>
  tagsOf(operation).some((tag) => SCOPED_TAGS.has(tag)) || [...inputNames(operation)].some((name) => SCOPED_INPUTS.has(name));

/** Organisation B's people who call. */
const actors = ['orgAdmin', 'groupAdmin', 'member'] as const;
type Actor = (typeof actors)[number];
type Statuses = Record<Actor, number>;

/** Organisation A's people and things the calls name, and B's own groups they aim A's people at. */
interface Targets {
  world: SecurityWorld;
  organizationId: number;
  organizationName: string;
  groupId: number;
  learner: { id: number; email: string };
  admin: { id: number; email: string };
  /** Added by A's admin, not registered. */
  invited: string;
  /** One of A's people with an invitation to B's group from before A took them in. */
  migrant: string;
  /** B's group, and the team of B's group admin that A's learner joined. */
  bGroupId: number;
  teamId: number;
}

interface Target {
  /** What the call aims at, for the failure's message. */
  aim: string;
  call: (client: TestClient, a: Targets) => Promise<unknown>;
  expect: Statuses;
  /** Why a successful call may write (B's own things); without it every call leaves every table as it was. */
  writes?: string;
  /** Checks a successful answer further. */
  answer?: (body: unknown, a: Targets) => void;
}

type Row = { targets: Target[] } | { notScoped: string };

/** The same status for each of B's people. */
const every = (status: number): Statuses => ({ orgAdmin: status, groupAdmin: status, member: status });
/** Back-office operations: a learner session of any organisation is not signed in for them. */
const backOfficeOnly = every(401);
/** Organisation admins' operations (roles 3-6): B's admin gets `status`, B's group admin and learner 403. */
const orgAdminGets = (status: number): Statuses => ({ orgAdmin: status, groupAdmin: 403, member: 403 });
/** The admins of B's group (its organisation admin and its group admin) get `status`; B's learner 403. */
const bGroupAdminsGet = (status: number): Statuses => ({ orgAdmin: status, groupAdmin: status, member: 403 });

const csvRow = (email: string) => ({ first_name: 'Csv', last_name: 'Row', email });
const ownReads = (call: Target['call']): Row => ({ targets: [{ aim: 'their own', call, expect: every(200) }] });

const crossOrganisationRows: Record<string, Row> = {
  // ---- Not organisation-scoped, though they take an email: each is about the caller's own account -------------
  login: { notScoped: 'signs in with one’s own email and password' },
  register: { notScoped: 'makes one’s own account' },
  forgotPassword: { notScoped: 'asks for one’s own reset code (same answer for any email)' },
  resetPassword: { notScoped: 'resets one’s own password with the emailed code' },
  checkRegistered: { notScoped: 'says whether an email has an account, for sign-in and sign-up (docs/learner-accounts.md); names no organisation' },
  adminLogin: { notScoped: 'back-office sign-in' },
  addAdmin: { notScoped: 'back-office accounts belong to no organisation' },
  getUserPhoto: { notScoped: 'the photo’s address is its credential (docs/profile.md): whoever holds it gets the photo; the matrix holds it' },

  // ---- The learner's groups and teams ---------------------------------------------------------------------
  getJoinedGroups: ownReads((client) => client.GET('/group/get-joined')),
  getGroupLeaderboard: ownReads((client) => client.GET('/group/get-user-points')),
  getPendingInvites: ownReads((client) => client.GET('/group/user-invited')),
  getGroupAdminEmailsByUser: ownReads((client) => client.GET('/group/get-group-admin-emails-by-user')),
  getGroupUserData: {
    targets: [{ aim: 'A’s group', call: (client, a) => client.GET('/group/get-user-data/{group_id}', { params: { path: { group_id: a.groupId } } }), expect: every(403) }],
  },
  getGroupUserStatus: {
    targets: [{ aim: 'A’s group', call: (client, a) => client.GET('/group/user-status/{group_id}', { params: { path: { group_id: a.groupId } } }), expect: every(403) }],
  },
  // B's learner was invited to A's group before B took them in: the invitation stays, but cannot be accepted.
  acceptGroupInvite: {
    targets: [
      {
        aim: 'A’s group',
        call: (client, a) => client.POST('/group/accept-invite/{group_id}', { params: { path: { group_id: a.groupId } } }),
        expect: { orgAdmin: 404, groupAdmin: 404, member: 409 },
      },
    ],
  },
  addGroupUsers: {
    targets: [
      { aim: 'A’s group', call: (client, a) => client.POST('/group/add-user', { body: { group_id: a.groupId, user_email_list: [uniqueEmail('cross')] } }), expect: every(403) },
      { aim: 'A’s learner into B’s group', call: (client, a) => client.POST('/group/add-user', { body: { group_id: a.bGroupId, user_email_list: [a.learner.email] } }), expect: bGroupAdminsGet(409) },
    ],
  },
  resendGroupInvite: {
    targets: [
      { aim: 'A’s group', call: (client, a) => client.POST('/group/resend-invite', { body: { group_id: a.groupId, email: a.learner.email } }), expect: every(403) },
      { aim: 'B’s invitation of someone A has taken in since', call: (client, a) => client.POST('/group/resend-invite', { body: { group_id: a.bGroupId, email: a.migrant } }), expect: bGroupAdminsGet(409) },
    ],
  },
  removeGroupUser: {
    targets: [{ aim: 'A’s learner from A’s group', call: (client, a) => client.POST('/group/remove-user', { body: { group_id: a.groupId, email: a.learner.email } }), expect: every(403) }],
  },
  createTeam: {
    targets: [
      {
        aim: 'A’s people invited to a team of B’s caller',
        call: (client, a) => client.POST('/group/create', { body: { name: 'Across companies', description: 'A team of our own.', user_email_list: [a.learner.email, a.admin.email] } }),
        expect: every(200),
        writes: 'a learner’s team (no organisation) may invite anyone: it changes no one’s organisation or role (checked for every call)',
        answer: (body) => expect((body as { organization_id: number | null }).organization_id).toBeNull(),
      },
    ],
  },
  sendChallengeDoc: {
    targets: [
      {
        aim: 'A’s learner’s goal, to A’s admin',
        call: (client, a) =>
          client.POST('/group/challenge-doc', {
            // openapi-typescript types the file as a string; the serializer sends a real .docx as the browser does.
            body: { document: 'review.docx', user_email: [a.admin.email], challenge_name: 'Rewrite an email', goal_id: a.world.learner.goalId },
            bodySerializer: (body) => {
              const form = new FormData();
              form.append('document', new Blob([new Uint8Array(minimalDocx())]), body.document);
              for (const email of body.user_email) form.append('user_email', email);
              form.append('challenge_name', body.challenge_name);
              form.append('goal_id', String(body.goal_id));
              return form;
            },
          }),
        expect: every(403),
      },
    ],
  },

  // ---- Organisation administrators -----------------------------------------------------------------------
  getOrganizationDetails: { targets: [{ aim: 'their own', call: (client) => client.GET('/organization/organization-details'), expect: orgAdminGets(200) }] },
  getOrgMembers: { targets: [{ aim: 'their own', call: (client) => client.GET('/user/org-members'), expect: orgAdminGets(200) }] },
  updateOrganizationDetails: {
    targets: [
      {
        aim: 'A’s name for B',
        call: (client, a) => client.POST('/organization/update-organization-details', { body: { name: a.organizationName, address: null, country: 'india', phone: null, gst_number: null } }),
        expect: orgAdminGets(409),
      },
    ],
  },
  createOrgGroup: {
    targets: [
      {
        aim: 'A’s learner as the admin of B’s new group',
        call: (client, a) => client.POST('/group/create-org-group', { body: { name: 'Poached', description: 'Not ours to make.', group_admin_email: a.learner.email } }),
        expect: orgAdminGets(409),
      },
    ],
  },
  updateGroup: {
    targets: [{ aim: 'A’s group', call: (client, a) => client.PATCH('/group', { body: { id: a.groupId, name: 'Taken over', description: 'By B.' } }), expect: every(403) }],
  },
  getOrgGroups: {
    targets: [{ aim: 'A', call: (client, a) => client.GET('/group/get-org-groups', { params: { query: { organization_id: a.organizationId } } }), expect: every(403) }],
  },
  getAdminGroups: {
    targets: [{ aim: 'A’s admin', call: (client, a) => client.GET('/group/org-groups/{id}', { params: { path: { id: a.admin.id } } }), expect: every(403) }],
  },
  addOrgMembers: {
    targets: [{ aim: 'A’s learner and admin', call: (client, a) => client.POST('/user/org-add', { body: { user_email_list: [a.learner.email, a.admin.email] } }), expect: orgAdminGets(409) }],
  },
  // The import answers 200 with A's learner among its refused rows, having written nothing.
  addOrgMembersFromCsv: {
    targets: [
      {
        aim: 'A’s learner',
        call: (client, a) => client.POST('/user/csv-add', { body: { user_list: [csvRow(a.learner.email)] } }),
        expect: orgAdminGets(200),
        answer: (body, a) => expect((body as { refused: unknown[] }).refused).toEqual([{ row: 2, email: a.learner.email, reason: customerMessages.anotherOrganizationRow }]),
      },
    ],
  },
  // Someone of another organisation is not found, as an unknown email is.
  getMemberGroups: { targets: [{ aim: 'A’s learner', call: (client, a) => client.GET('/user/all-groups/{email}', { params: { path: { email: a.learner.email } } }), expect: orgAdminGets(404) }] },
  getMemberEnrolledPrograms: {
    targets: [{ aim: 'A’s learner', call: (client, a) => client.GET('/user/program-enrolled/{email}', { params: { path: { email: a.learner.email } } }), expect: orgAdminGets(404) }],
  },
  getOrgProgramAccess: {
    targets: [{ aim: 'A', call: (client, a) => client.GET('/org-program-access/{orgId}', { params: { path: { orgId: a.organizationId } } }), expect: every(403) }],
  },
  getReport: {
    targets: [
      {
        aim: 'A’s organisation report',
        call: (client, a) => client.GET('/reports/{name}/{variant}', { params: { path: { name: 'basic-metrics', variant: 'org_admin' }, query: { organization_id: a.organizationId } } }),
        expect: every(403),
      },
      {
        aim: 'A’s group report',
        call: (client, a) => client.GET('/reports/{name}/{variant}', { params: { path: { name: 'basic-metrics', variant: 'group_admin' }, query: { group_id: a.groupId } } }),
        expect: every(403),
      },
    ],
  },

  // ---- Group members (back office and the groups' admins) ------------------------------------------------
  addGroupMembersFromCsv: {
    targets: [
      { aim: 'A’s group', call: (client, a) => client.POST('/group/csv-add', { body: { group_id: a.groupId, user_list: [csvRow(uniqueEmail('cross'))] } }), expect: every(403) },
      { aim: 'A’s learner into B’s group', call: (client, a) => client.POST('/group/csv-add', { body: { group_id: a.bGroupId, user_list: [csvRow(a.learner.email)] } }), expect: bGroupAdminsGet(409) },
    ],
  },
  sendBulkGroupInvite: {
    targets: [
      {
        aim: 'A’s learner from A’s group to B’s',
        call: (client, a) => client.POST('/group/send-bulk-invite', { body: { current_group_id: a.groupId, new_group_id: a.bGroupId, user_email_list: [a.learner.email] } }),
        expect: every(403),
      },
      {
        aim: 'A’s learner from B’s team to B’s group',
        call: (client, a) => client.POST('/group/send-bulk-invite', { body: { current_group_id: a.teamId, new_group_id: a.bGroupId, user_email_list: [a.learner.email] } }),
        expect: { orgAdmin: 403, groupAdmin: 409, member: 403 },
      },
    ],
  },
  moveGroupUsers: {
    targets: [
      {
        aim: 'A’s learner from A’s group to B’s',
        call: (client, a) => client.POST('/group/move-bulk-user', { body: { current_group_id: a.groupId, new_group_id: a.bGroupId, user_email_list: [a.learner.email] } }),
        expect: every(403),
      },
      {
        aim: 'A’s learner from B’s team to B’s group',
        call: (client, a) => client.POST('/group/move-bulk-user', { body: { current_group_id: a.teamId, new_group_id: a.bGroupId, user_email_list: [a.learner.email] } }),
        expect: { orgAdmin: 403, groupAdmin: 409, member: 403 },
      },
      {
        aim: 'B’s invitation into A’s group',
        call: (client, a) => client.POST('/group/move-bulk-user', { body: { current_group_id: a.bGroupId, new_group_id: a.groupId, user_email_list: [a.migrant] } }),
        expect: every(403),
      },
    ],
  },
  removeGroupUsers: {
    targets: [{ aim: 'A’s group', call: (client, a) => client.POST('/group/remove-bulk-user', { body: { group_id: a.groupId, user_email_list: [a.learner.email] } }), expect: every(403) }],
  },

  // ---- The back office's customer calls: not for any learner session ---------------------------------------
  listOrganizations: { targets: [{ aim: 'every organisation', call: (client) => client.GET('/organization/all'), expect: backOfficeOnly }] },
  addOrganization: {
    targets: [{ aim: 'A’s learner as an owner', call: (client, a) => client.POST('/organization/add', { body: { name: 'Poached Inc', country: 'india', email: a.learner.email } }), expect: backOfficeOnly }],
  },
  updateOrganization: {
    targets: [{ aim: 'A', call: (client, a) => client.PATCH('/organization/update/{id}', { params: { path: { id: a.organizationId } }, body: { name: 'Taken over', country: 'india' } }), expect: backOfficeOnly }],
  },
  listOrganizationAdmins: { targets: [{ aim: 'A', call: (client, a) => client.GET('/customer/{id}/admins', { params: { path: { id: a.organizationId } } }), expect: backOfficeOnly }] },
  inviteOrganizationAdmin: {
    targets: [
      {
        aim: 'A, with B’s group admin',
        call: (client, a) => client.POST('/customer/{id}/admins', { params: { path: { id: a.organizationId } }, body: { email: a.world.emails.groupAdmin } }),
        expect: backOfficeOnly,
      },
    ],
  },
  setOrganizationAdminLevel: {
    targets: [
      {
        aim: 'A’s admin',
        call: (client, a) => client.PATCH('/customer/{id}/admins/{email}', { params: { path: { id: a.organizationId, email: a.admin.email } }, body: { role_id: 6 } }),
        expect: backOfficeOnly,
      },
    ],
  },
  removeOrganizationAdmin: {
    targets: [{ aim: 'A’s admin', call: (client, a) => client.DELETE('/customer/{id}/admins/{email}', { params: { path: { id: a.organizationId, email: a.admin.email } } }), expect: backOfficeOnly }],
  },
  listOrganizationPrograms: { targets: [{ aim: 'A', call: (client, a) => client.GET('/customer/{id}/programs', { params: { path: { id: a.organizationId } } }), expect: backOfficeOnly }] },
  setOrganizationProgramAccess: {
    targets: [
      {
        aim: 'A’s program',
        call: (client, a) =>
          client.PUT('/customer/{id}/programs/{program_id}', { params: { path: { id: a.organizationId, program_id: a.world.fixture.program.id } }, body: { granted: false } }),
        expect: backOfficeOnly,
      },
    ],
  },
  createGroup: {
    targets: [
      {
        aim: 'A’s learner as the admin of a group of B',
        call: (client, a) =>
          client.POST('/group/create-group', { body: { name: 'Poached', description: 'Not ours to make.', organization_id: a.world.other.organizationId, group_admin_email: a.learner.email } }),
        expect: backOfficeOnly,
      },
    ],
  },
  listGroups: { targets: [{ aim: 'A', call: (client, a) => client.GET('/group/all', { params: { query: { organization_id: a.organizationId } } }), expect: backOfficeOnly }] },
  addGroupMembers: {
    targets: [{ aim: 'A’s group', call: (client, a) => client.POST('/group/add-user-only', { body: { group_id: a.groupId, user_list: [{ email: uniqueEmail('cross') }] } }), expect: backOfficeOnly }],
  },
  clearDemoData: { targets: [{ aim: 'A’s learner', call: (client, a) => client.POST('/admin/clear-data', { body: { email: a.learner.email } }), expect: backOfficeOnly }] },
};

let server: TestServer;
let a: Targets;
const clients = {} as Record<Actor, TestClient>;
/** The method and path template of each actor's last request, to hold each row to its operation. */
const lastRequest = {} as Record<Actor, string>;

beforeAll(async () => {
  server = await startTestServer((config) => ({ ...config, socialSignIn: null }));
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
  const world = await buildSecurityWorld(server);
  const db = server.database.db;
  const [organisationA] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, world.learner.organizationId));
  const backOffice = clientAs(server, world.sessions.backOffice);
  const bAdmin = clientAs(server, world.sessions.orgAdmin);
  const bGroupAdmin = clientAs(server, world.sessions.groupAdmin);

  // A's admin, made so by the back office.
  const aAdmin = server.newClient();
  const { email: aAdminEmail, session: aAdminSession } = await registerAndLogin(aAdmin, uniqueEmail('a.admin'));
  await backOffice.POST('/customer/{id}/admins', { params: { path: { id: world.learner.organizationId } }, body: { email: aAdminEmail } });
  const invited = uniqueEmail('a.invited');
  await aAdmin.POST('/user/org-add', { body: { user_email_list: [invited] } });

  // B's learner, invited to A's group while of no organisation, then added to B.
  const member = server.newClient();
  const { email: memberEmail } = await registerAndLogin(member, uniqueEmail('b.member'));
  await aAdmin.POST('/group/add-user', { body: { group_id: world.learner.groupId, user_email_list: [memberEmail] } });
  await bAdmin.POST('/user/org-add', { body: { user_email_list: [memberEmail] } });

  // One of A's people, invited to B's group while of no organisation, then added to A.
  const { email: migrant } = await registerAndLogin(server.newClient(), uniqueEmail('a.migrant'));
  await bGroupAdmin.POST('/group/add-user', { body: { group_id: world.other.groupId, user_email_list: [migrant] } });
  await aAdmin.POST('/user/org-add', { body: { user_email_list: [migrant] } });

  // A team of B's group admin that A's learner joined.
  const { data: team } = await bGroupAdmin.POST('/group/create', { body: { name: 'Mixed', description: 'Across companies.', user_email_list: [world.emails.learner] } });
  await clientAs(server, world.sessions.learner).POST('/group/accept-invite/{group_id}', { params: { path: { group_id: team!.id } } });

  a = {
    world,
    organizationId: world.learner.organizationId,
    organizationName: organisationA!.name,
    groupId: world.learner.groupId,
    learner: { id: world.learner.userId, email: world.emails.learner },
    admin: { id: aAdminSession.id, email: aAdminEmail },
    invited,
    migrant,
    bGroupId: world.other.groupId,
    teamId: team!.id,
  };
  const sessions: Record<Actor, TestClient> = { orgAdmin: bAdmin, groupAdmin: bGroupAdmin, member };
  for (const actor of actors) {
    clients[actor] = sessions[actor];
    clients[actor].use({
      onRequest({ request, schemaPath }) {
        lastRequest[actor] = `${request.method} ${schemaPath}`;
      },
    });
  }
  // The calls run on a weekday after the world's Monday (the learner's goal is open).
  server.clock.set(new Date('2026-11-17T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

/** The status of a call through the SDK (which throws on anything but 2xx) and the body of a success. */
async function statusOf(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  return call.then(
    (result) => ({ status: (result as { response: Response }).response.status, body: (result as { data?: unknown }).data }),
    (thrown: unknown) => {
      if (isApiError(thrown)) return { status: thrown.status, body: undefined };
      throw thrown;
    },
  );
}

/** The organisation and role of each of A's people: no call of B's may change them. */
async function aPeople() {
  const emails = [a.learner.email, a.admin.email, a.migrant];
  return server.database.db.select({ email: users.email, organization_id: users.organization_id, role_id: users.role_id }).from(users).where(inArray(users.email, emails)).orderBy(users.email);
}

/** Everything of A's a permitted write of B's must leave alone: A's row, its groups, their members, its invitations. */
async function aThings() {
  const { rows } = await server.database.db.execute<{ state: string }>(sql`select md5(concat_ws('|',
    (select string_agg(o::text, ',') from organizations o where o.id = ${a.organizationId}),
    (select string_agg(g::text, ',' order by g.id) from groups g where g.organization_id = ${a.organizationId}),
    (select string_agg(m::text, ',' order by m.id) from group_memberships m join groups g on g.id = m.group_id where g.organization_id = ${a.organizationId}),
    (select string_agg(i::text, ',' order by i.id) from organization_invitations i where i.organization_id = ${a.organizationId}))) as state`);
  return rows[0]?.state;
}

const operationsById = new Map(contractOperations.map((operation) => [operation.operationId, operation]));

describe('the cross-organisation suite', () => {
  it('has a row for every organisation-scoped operation of openapi.yaml, and for no other', () => {
    const scoped = contractOperations.filter(isOrganisationScoped).map((operation) => operation.operationId).sort();
    expect(Object.keys(crossOrganisationRows).sort()).toEqual(scoped);
  });

  for (const [operationId, row] of Object.entries(crossOrganisationRows)) {
    if ('notScoped' in row) continue;
    it(`${operationId}: organisation B’s people are refused against organisation A’s, changing nothing and mailing no one`, async () => {
      const operation = operationsById.get(operationId)!;
      for (const target of row.targets) {
        for (const actor of actors) {
          const what = `${operationId} (${target.aim}) as B's ${actor}`;
          const [before, peopleBefore, thingsBefore] = [await databaseState(server.database.db), await aPeople(), await aThings()];
          const { status, body } = await statusOf(target.call(clients[actor], a));
          expect(lastRequest[actor], `${what}: the row calls its own operation`).toBe(`${operation.method} ${operation.path}`);
          expect(status, what).toBe(target.expect[actor]);
          expect(await aPeople(), `${what}: A's people keep their organisation and role`).toEqual(peopleBefore);
          if (status >= 400 || !target.writes) expect(await databaseState(server.database.db), `${what}: nothing changed, no email queued`).toEqual(before);
          else expect(await aThings(), `${what}: A's organisation, groups, their members and invitations are as they were`).toEqual(thingsBefore);
          if (status >= 400) continue;
          // What B may read names none of A's people, nor A itself.
          if (operation.method === 'GET') {
            const text = JSON.stringify(body ?? null);
            for (const secret of [a.learner.email, a.admin.email, a.invited, a.organizationName]) expect(text.includes(secret), `${what}: the answer names ${secret}`).toBe(false);
          }
          target.answer?.(body, a);
        }
      }
    });
  }
});
