import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../routes/index';
import { allowsScheme, contractOperations, type ContractOperation, type ContractParameter } from '../testing/contract-operations';
import { arbitraryFor, badText, exampleFor, hugeValues, malformedBodies, nestedJson, oddPathValues, oddValues } from '../testing/contract-values';
import { databaseState } from '../testing/database-state';
import { buildSecurityWorld, clientAs, renewSession, type Principal, type SecurityWorld, type SessionState } from '../testing/security-world';
import { startTestServer, type TestServer } from '../testing/test-server';
import { authorizationMatrix } from '../testing/authorization-matrix';

/**
 * Schema-driven fuzzing (docs/security.md): requests built from each operation's schema, valid and broken in
 * every way the contract allows us to think of. Whatever arrives, the server answers a documented status
 * with a body that matches the contract (the test client checks both), never a 5xx (an operation not built
 * yet answers its 501), never a stack trace or SQL, and a refused request writes nothing.
 *
 * Every operation with a body also gets the hostile requests on every run (`hostileRequests`: nesting, size,
 * the bad-text set), whatever the seed draws.
 *
 * `npm test` sends FUZZ_PER_OPERATION (default 8) requests per operation with a fixed seed. The full run:
 * `FUZZ_PER_OPERATION=70 npx vitest run --root apps/api src/security/fuzz.test.ts` (over 10,000 requests),
 * with a random seed it prints; FUZZ_SEED=<seed> replays a run.
 */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? (process.env.FUZZ_PER_OPERATION ? Date.now() % 2 ** 31 : 20_261_123));

let server: TestServer;
let world: SecurityWorld;
let sent = 0;
const hostile = { sent: 0, serverErrors: 0 };
beforeAll(async () => {
  server = await startTestServer((config) => ({ ...config, socialSignIn: null }));
  world = await buildSecurityWorld(server);
  console.info(`fuzz: seed ${SEED}, ${PER_OPERATION} requests per operation (FUZZ_SEED=${SEED} replays this run)`);
});
afterAll(async () => {
  await server?.close();
});

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };
interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body: Body;
}

// What must never leave the server: stack frames, file paths, SQL or driver errors.
const LEAKS = /(\bat \S+ \(|\.ts:\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bsyntax error\b|violates .* constraint|drizzle|pglite|\bpg_)/i;

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

// Values that fit an address: Node refuses request heads over 16 KB (431) before the API sees them, so
// the 100 kB strings go in bodies only.
const oddUrlValues = oddValues.filter((value) => text(value).length <= 1_000);

/** A path segment as a browser would send it: a lone surrogate (not text) becomes U+FFFD. */
const segment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** The learner's ids where the matrix names them, the contract's example elsewhere. */
function ownValues(operation: ContractOperation) {
  const values = authorizationMatrix[operation.operationId]?.request?.(world) ?? {};
  const value = (parameter: ContractParameter) => text((parameter.in === 'path' ? values.path : values.query)?.[parameter.name] ?? exampleFor(parameter.schema));
  const path = Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, value(p)]));
  const query = Object.fromEntries(operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, value(p)]));
  const body = operation.body ? { ...(exampleFor(operation.body.schema) as Record<string, unknown>), ...values.body } : undefined;
  return { path, query, body };
}

/** Requests for one operation: random valid ones, and the learner's own request broken one way at a time. */
function requests(operation: ContractOperation): fc.Arbitrary<FuzzRequest> {
  const own = ownValues(operation);
  const pathNames = Object.keys(own.path);
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const ownBody: Body = own.body === undefined ? { kind: 'none' } : { kind: 'json', value: own.body };
  const base: FuzzRequest = { path: own.path, query: own.query, body: ownBody };

  const randomPath = fc.record(Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, arbitraryFor(p.schema).map(text)])));
  const randomQuery = fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, arbitraryFor(p.schema).map(text)])), {
    requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name),
  });
  const randomBody: fc.Arbitrary<Body> = operation.body ? arbitraryFor(operation.body.schema).map((value) => ({ kind: 'json', value })) : fc.constant(ownBody);

  const variants: fc.Arbitrary<FuzzRequest>[] = [fc.record({ path: randomPath, query: randomQuery, body: randomBody })];
  // A GET has no body; a write gets bodies that are not what they claim to be (or one it takes none of).
  if (operation.method !== 'GET') {
    variants.push(fc.constantFrom(...malformedBodies).map(([contentType, raw]) => ({ ...base, body: { kind: 'raw' as const, contentType, text: raw } })));
  }
  if (pathNames.length > 0) {
    variants.push(fc.tuple(fc.constantFrom(...pathNames), fc.constantFrom(...oddPathValues)).map(([name, value]) => ({ ...base, path: { ...own.path, [name]: value } })));
  }
  if (queryParameters.length > 0) {
    variants.push(
      fc.tuple(fc.constantFrom(...queryParameters.map((p) => p.name)), fc.constantFrom(...oddUrlValues)).map(([name, value]) => ({ ...base, query: { ...own.query, [name]: text(value) } })),
      fc.constant({ ...base, query: {} }),
    );
  }
  if (own.body !== undefined) {
    const fields = Object.keys(own.body);
    variants.push(fc.constantFrom(...oddValues).map((value) => ({ ...base, body: { kind: 'json' as const, value } })));
    variants.push(fc.constant({ ...base, body: { kind: 'json' as const, value: { ...own.body, unexpected_field: 1 } } }));
    if (fields.length > 0) {
      variants.push(
        fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...oddValues)).map(([name, value]) => ({ ...base, body: { kind: 'json' as const, value: { ...own.body, [name]: value } } })),
        fc.constantFrom(...fields).map((name) => ({ ...base, body: { kind: 'json' as const, value: Object.fromEntries(Object.entries(own.body ?? {}).filter(([key]) => key !== name)) } })),
      );
    }
  }
  return fc.oneof(...variants);
}

/**
 * The hostile requests every operation with a body gets on every run, whatever the seed draws: nesting 20,000
 * deep and one level over the limit inside the learner's own body, lists and text far too big in a field, a
 * body over the 1 MB limit, and the bad-text set in its fields (all of it in the first, one each in the rest).
 */
function hostileRequests(operation: ContractOperation): FuzzRequest[] {
  const own = ownValues(operation);
  if (own.body === undefined) return [];
  const body = own.body;
  const raw = (text: string): FuzzRequest => ({ path: own.path, query: own.query, body: { kind: 'raw', contentType: 'application/json', text } });
  const withField = (name: string, value: unknown): FuzzRequest => ({ path: own.path, query: own.query, body: { kind: 'json', value: { ...body, [name]: value } } });
  const requests = [raw(nestedJson(20_000)), raw(JSON.stringify('x'.repeat(1_100_000)))];
  const [first, ...others] = Object.keys(body);
  if (first !== undefined) {
    requests.push(raw(JSON.stringify({ ...body, [first]: 0 }).replace(`${JSON.stringify(first)}:0`, `${JSON.stringify(first)}:${nestedJson(64)}`)));
    requests.push(...hugeValues.map((value) => withField(first, value)), ...badText.map((value) => withField(first, value)));
  }
  others.forEach((name, index) => requests.push(withField(name, badText[index % badText.length])));
  return requests;
}

/**
 * Who sends an operation's requests: someone it is open to, so that they reach its validator and handler (an
 * organisation admin where the contract names a role, else the learner), a back-office admin for their
 * operations, else nobody.
 */
function senderOf(operation: ContractOperation): Principal {
  if (operation.learnerRoles.length > 0) return 'orgAdmin';
  if (allowsScheme(operation, 'learnerSession')) return 'learner';
  if (allowsScheme(operation, 'adminSession')) return 'backOffice';
  return 'anonymous';
}

/** The session a request goes with: a new one for an operation that ends it, so the world's stays alive. */
async function sessionFor(operation: ContractOperation, principal: Principal): Promise<SessionState | null> {
  if (principal === 'anonymous') return null;
  if (!authorizationMatrix[operation.operationId]?.endsSession) return world.sessions[principal];
  server.clock.advance(16 * 60_000); // each sign-in starts a new rate-limit window, however many runs there are
  return renewSession(server, world, principal);
}

async function send(operation: ContractOperation, session: SessionState | null, request: FuzzRequest): Promise<{ status: number; body: string }> {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => segment(request.path[name] ?? ''));
  const query = new URLSearchParams(request.query).toString();
  const body = request.body.kind === 'json' ? JSON.stringify(request.body.value) : request.body.kind === 'raw' ? request.body.text : undefined;
  const contentType = request.body.kind === 'raw' ? request.body.contentType : 'application/json';
  // The test client fails the property when the status or body is not what openapi.yaml documents.
  const response = await clientAs(server, session).send(operation.method, query ? `${path}?${query}` : path, body, contentType);
  sent += 1;
  return { status: response.status, body: await response.text() };
}

/** Re-signs the learner and the admin when a fuzzed call ended their session (a valid logout, a password reset). */
async function keepSessionsAlive() {
  for (const [principal, check] of [
    ['learner', '/user/check-auth'],
    ['backOffice', '/admin/check-auth'],
  ] as const) {
    const response = await clientAs(server, world.sessions[principal]).send('GET', check);
    if (response.status === 200) continue;
    server.clock.advance(16 * 60_000); // past the sign-in rate limit's window
    world.sessions[principal] = await renewSession(server, world, principal);
  }
}

describe('fuzzing every operation', () => {
  const operations = Object.keys(authorizationMatrix).map((id) => contractOperations.find((operation) => operation.operationId === id)!);

  /** Sends one request and holds the answer to the fuzz's rules; the status, for counting. */
  async function check(operation: ContractOperation, principal: Principal, request: FuzzRequest): Promise<number> {
    const session = await sessionFor(operation, principal);
    const before = await databaseState(server.database.db);
    const { status, body } = await send(operation, session, request);
    const notBuilt = !(operation.operationId in handlers) && status === 501;
    expect(status < 500 || notBuilt, `${operation.operationId} answered ${status}: ${body.slice(0, 300)}`).toBe(true);
    expect(body, 'no stack trace or SQL in an answer').not.toMatch(LEAKS);
    if (status >= 400) expect(await databaseState(server.database.db), 'a refused request wrote nothing').toEqual(before);
    return status;
  }

  operations.forEach((operation, index) => {
    it(`${operation.operationId} answers documented 4xx or success, never 5xx, and refusals write nothing`, async () => {
      const principal = senderOf(operation);
      await fc.assert(
        fc.asyncProperty(requests(operation), async (request) => {
          await check(operation, principal, request);
        }),
        { numRuns: PER_OPERATION, seed: SEED + index, endOnFailure: true },
      );
      for (const request of hostileRequests(operation)) {
        const status = await check(operation, principal, request);
        hostile.sent += 1;
        if (status >= 500) hostile.serverErrors += 1;
      }
      await keepSessionsAlive();
    });
  });

  it(`sent ${PER_OPERATION} requests to each of the ${contractOperations.length} operations, and the hostile ones to each that takes a body`, () => {
    expect(sent).toBeGreaterThanOrEqual(PER_OPERATION * contractOperations.length);
    const withBody = contractOperations.filter((operation) => operation.body !== null).length;
    console.info(`fuzz: ${sent} requests, ${hostile.sent} of them hostile (nesting, size, bad text) to the ${withBody} operations with a body; ${hostile.serverErrors} answered 5xx`);
    expect(hostile.sent).toBeGreaterThanOrEqual(withBody * 6);
    expect(hostile.serverErrors).toBe(0);
  });
});
