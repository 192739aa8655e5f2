import { FULL_ADMIN_LEVEL, isRoleRequirement, mayInOrganisation, meetsRoleRequirement, organisationAdminLevelNames, organisationAdminLevels } from '@stride/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { handlers } from '../routes/index';
import { contractOperations, needsAntiForgeryToken, type ContractOperation } from '../testing/contract-operations';
import { conforms, exampleFor } from '../testing/contract-values';
import { databaseState } from '../testing/database-state';
import { encodeBody } from '../testing/request-body';
import { buildSecurityWorld, clientAs, principalRoles, principals, renewSession, type Principal, type SecurityWorld } from '../testing/security-world';
import { startTestServer, type TestServer } from '../testing/test-server';
import { authorizationMatrix, organisationLevelRows, type MatrixRow, type RequestValues } from '../testing/authorization-matrix';

let server: TestServer;
let world: SecurityWorld;
beforeAll(async () => {
  // No identity provider: social sign-in answers that it is off, the same for everyone.
  server = await startTestServer((config) => ({ ...config, socialSignIn: null }));
  // The learner's goal starts on a Monday and the calls are made on its day 2, when its revision is open.
  server.clock.set(new Date('2026-11-16T09:00:00Z'));
  world = await buildSecurityWorld(server);
  server.clock.set(new Date('2026-11-17T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

const operationsById = new Map(contractOperations.map((operation) => [operation.operationId, operation]));
const isBuilt = (operation: ContractOperation) => operation.operationId in handlers;
const isWrite = (operation: ContractOperation) => operation.method !== 'GET';

interface BuiltRequest {
  path: string;
  body?: string | Uint8Array;
  contentType?: string;
}

/** The operation's request: the contract's example values, with the row's values (the learner's ids) over them. */
async function buildRequest(operation: ContractOperation, values: RequestValues): Promise<BuiltRequest> {
  const pathValues: Record<string, unknown> = {};
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const given = parameter.in === 'path' ? values.path?.[parameter.name] : values.query?.[parameter.name];
    if (given === undefined && !parameter.required) continue;
    const value = given ?? exampleFor(parameter.schema);
    expect(conforms(parameter.schema, value), `the matrix's ${parameter.name} for ${operation.operationId} matches the contract`).toBe(true);
    if (parameter.in === 'path') pathValues[parameter.name] = value;
    else query.set(parameter.name, String(value));
  }
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(String(pathValues[name])));
  const target = query.size > 0 ? `${path}?${query.toString()}` : path;
  if (!operation.body) return { path: target };
  const body = { ...(exampleFor(operation.body.schema) as Record<string, unknown>), ...values.body };
  // A file (a Buffer in the row) is a `string, format: binary` field of the contract.
  const asText = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, Buffer.isBuffer(value) ? 'binary' : value]));
  expect(conforms(operation.body.schema, asText), `the matrix's body for ${operation.operationId} matches the contract`).toBe(true);
  return { path: target, ...(await encodeBody(operation.body.contentType, body)) };
}

/** Bodies the contract refuses for every operation: not JSON at all, and JSON of the wrong kind. */
const malformedBodies = ['{"unfinished":', '[[[]]]'];

/** Whether the contract's role requirement (`learnerSession: [organisationAdmin]`) leaves this principal out. */
function roleRefuses(operation: ContractOperation, principal: Principal, roleId?: number): boolean {
  if (!(principal in principalRoles) || operation.learnerRoles.length === 0) return false;
  const role = roleId ?? principalRoles[principal as keyof typeof principalRoles];
  return !operation.learnerRoles.some((requirement) => isRoleRequirement(requirement) && meetsRoleRequirement(role, requirement));
}

/**
 * What a principal hears for a malformed body: who calls and whether their kind and role may call at all is
 * decided before the body is read, so the row's 401, and its 403 where the contract's role leaves the
 * principal out, hold whatever the body. Anyone the operation is open to hears the 400: a 403 about one
 * record (someone else's goal, a group one does not administer) needs the body that names the record, and
 * its shape is no secret to someone who may call the operation on their own.
 */
function statusForMalformedBody(operation: ContractOperation, row: MatrixRow, principal: Principal): number {
  const expected = row.expect[principal];
  if (expected === 401) return 401;
  if (expected === 403 && roleRefuses(operation, principal)) return 403;
  return 400;
}

async function call(principal: Principal, operation: ContractOperation, request: BuiltRequest, row: Pick<MatrixRow, 'endsSession'>): Promise<Response> {
  let session = principal === 'anonymous' ? null : world.sessions[principal];
  if (row.endsSession && session) session = await renewSession(server, world, principal as Exclude<Principal, 'anonymous'>);
  return clientAs(server, session).send(operation.method, request.path, request.body, request.contentType);
}

describe('the authorisation matrix', () => {
  it('names only roles the security handler knows (a name it does not know refuses everyone)', () => {
    const named = contractOperations.flatMap((operation) => operation.learnerRoles);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((role) => !isRoleRequirement(role))).toEqual([]);
  });

  it('has exactly one row per operation of openapi.yaml', () => {
    const contract = contractOperations.map((operation) => operation.operationId).sort();
    expect(Object.keys(authorizationMatrix).sort()).toEqual(contract);
  });

  for (const [operationId, row] of Object.entries(authorizationMatrix)) {
    it(`${operationId}: every principal gets what its row says`, async () => {
      const operation = operationsById.get(operationId);
      if (!operation) throw new Error(`${operationId} is in the matrix but not in openapi.yaml`);
      const built = isBuilt(operation);
      // Refused principals first, then those who may: an allowed write must not decide what a refusal sees.
      const order = [...principals].sort((a, b) => Number(row.expect[a] < 400) - Number(row.expect[b] < 400));
      const before = isWrite(operation) ? await databaseState(server.database.db) : null;
      if (operation.body) {
        const { path } = await buildRequest(operation, row.request?.(world) ?? {});
        for (const principal of principals) {
          for (const body of malformedBodies) {
            const response = await call(principal, operation, { path, body, contentType: 'application/json' }, row);
            expect(response.status, `${operationId} as ${principal} with the body ${body}`).toBe(statusForMalformedBody(operation, row, principal));
          }
        }
      }
      let refusalsDone = false;
      for (const principal of order) {
        const expected = row.expect[principal];
        if (expected < 400 && !refusalsDone && before) {
          // Every refused call has been made: nothing they sent may have changed a row.
          expect(await databaseState(server.database.db), `${operationId}: refused calls changed nothing`).toEqual(before);
          refusalsDone = true;
        }
        const request = await buildRequest(operation, row.request?.(world) ?? {});
        const response = await call(principal, operation, request, row);
        // Until an operation is built its handler answers 501, after the checks of the contract's security.
        const today = built || expected === 401 ? expected : 501;
        expect(response.status, `${operationId} as ${principal}`).toBe(today);
      }
      if (before && !refusalsDone) expect(await databaseState(server.database.db), `${operationId}: refused calls changed nothing`).toEqual(before);
    });
  }
});

describe('organisation admin levels', () => {
  afterAll(async () => {
    await server.database.db.update(users).set({ role_id: FULL_ADMIN_LEVEL }).where(eq(users.email, world.emails.orgAdmin));
  });

  for (const level of organisationAdminLevels) {
    it(`level ${level} (${organisationAdminLevelNames[level]}) reads everything of its organisation and changes what its level may`, async () => {
      await server.database.db.update(users).set({ role_id: level }).where(eq(users.email, world.emails.orgAdmin));
      for (const [operationId, row] of Object.entries(organisationLevelRows)) {
        const operation = operationsById.get(operationId)!;
        const allowed = row.change === null || mayInOrganisation(level, row.change);
        const before = allowed ? null : await databaseState(server.database.db);
        const request = await buildRequest(operation, row.request?.(world) ?? {});
        if (!allowed && operation.body) {
          // A level the operation is never open to (the contract's role) is refused before the body is read; a
          // group's operations are open to its own admin at any level, so their level is checked with the group.
          const malformed = await call('orgAdmin', operation, { path: request.path, body: malformedBodies[0], contentType: 'application/json' }, {});
          expect(malformed.status, `${operationId} at level ${level} with a malformed body`).toBe(roleRefuses(operation, 'orgAdmin', level) ? 403 : 400);
        }
        const response = await call('orgAdmin', operation, request, {});
        expect(response.status, `${operationId} at level ${level}`).toBe(allowed ? row.status : 403);
        if (before) expect(await databaseState(server.database.db), `${operationId} at level ${level}: refused, nothing changed`).toEqual(before);
      }
    });
  }
});

describe('the anti-forgery token', () => {
  const writes = contractOperations.filter(needsAntiForgeryToken);

  it('is required by every cookie-authenticated write of the contract', () => {
    expect(writes.length).toBeGreaterThanOrEqual(63);
  });

  for (const operation of writes) {
    it(`${operation.operationId} refuses a write without it and changes nothing`, async () => {
      const row = authorizationMatrix[operation.operationId]!;
      const principal = principals.find((candidate) => candidate !== 'anonymous' && row.expect[candidate] < 400 && row.expect[candidate] !== 401) ?? 'learner';
      const session = world.sessions[principal as Exclude<Principal, 'anonymous'>];
      const before = await databaseState(server.database.db);
      const request = await buildRequest(operation, row.request?.(world) ?? {});
      const response = await clientAs(server, { cookies: session.cookies, token: null }).send(operation.method, request.path, request.body, request.contentType);
      expect(response.status, operation.operationId).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('InvalidToken');
      expect(await databaseState(server.database.db)).toEqual(before);
    });
  }
});
