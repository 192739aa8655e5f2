import { accountMessages, customerMessages, normalizeText, supportMessages, textMessages, type TextKind, type TextProblem } from '@stride/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { fieldLabel, validationMessage } from '../plugins/external/validation-message';
import { signedInBackOfficeAdmin } from '../testing/back-office';
import { groupMessages } from '../services/groups/memberships';
import { allowsScheme, contractOperations, deref, resolveRef, type ContractOperation, type JsonSchema } from '../testing/contract-operations';
import { branches, exampleFor, validateAsServer } from '../testing/contract-values';
import { joinOrganisation } from '../testing/curriculum';
import { databaseState } from '../testing/database-state';
import { registerAndLogin } from '../testing/helpers';
import { encodeBody } from '../testing/request-body';
import { startTestServer, type TestClient, type TestServer } from '../testing/test-server';

/**
 * Garbage text (docs/security.md, finding 7): every text field of every write (the contract's `x-text`) is
 * sent the bad set, each refused with 400 naming the field and nothing stored; what people write (every
 * script, emoji) passes, stored NFC-normalised and trimmed.
 */

type Path = (string | number)[];

interface TextField {
  path: Path;
  kind: TextKind;
  required: boolean;
  /** The spec's words for it left blank, where the contract gives them. */
  blankMessage: string | undefined;
}

/** A body of one branch of the operation (each branch of a top-level oneOf is its own), and its text fields. */
interface BodyCase {
  body: Record<string, unknown>;
  fields: TextField[];
}

/**
 * The body's text fields, found by walking its schema, with the example body given a value wherever a text
 * field sits (one item in a list, an optional object present), so that every field is in it and the body
 * is valid but for what a test puts there.
 */
function textFields(input: JsonSchema, value: unknown, path: Path = []): TextField[] {
  const schema = deref(input);
  if (schema['x-text']) return [{ path, kind: schema['x-text'], required: (schema.minLength ?? 0) > 0, blankMessage: schema['x-blank-message'] }];
  const fields: TextField[] = [];
  if (schema.items && Array.isArray(value)) {
    if (value.length === 0) value.push(exampleFor(schema.items));
    fields.push(...textFields(schema.items, value[0], [...path, 0]));
  }
  if (schema.properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties)) {
      const present = name in object;
      if (!present) object[name] = exampleFor(property);
      const found = textFields(property, object[name], [...path, name]);
      if (found.length > 0) fields.push(...found);
      else if (!present) delete object[name];
    }
  }
  for (const branch of schema.oneOf ?? schema.anyOf ?? []) {
    if (deref(branch).type !== 'null') fields.push(...textFields(branch, value, path).filter((field) => !fields.some((known) => fieldLabel(known.path) === fieldLabel(field.path))));
  }
  return fields;
}

function bodyCases(operation: ContractOperation): BodyCase[] {
  const root = deref(operation.body!.schema);
  return (branches(root) ?? [root]).map((schema) => {
    const body = exampleFor(schema) as Record<string, unknown>;
    return { body, fields: textFields(schema, body) };
  });
}

const writes = contractOperations.filter((operation) => operation.body !== null);
const withText = writes.filter((operation) => bodyCases(operation).some((variant) => variant.fields.length > 0));

const at = (body: unknown, path: Path): unknown => path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], body);

function placed(body: Record<string, unknown>, path: Path, text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = text;
  return copy;
}

/** The bad set, each inside ordinary text, with the problem it is. */
const badText: { text: string; problem: TextProblem | 'nul'; label: string }[] = [
  { text: 'Plan\u202eexe.fdp', problem: 'direction', label: 'right-to-left override' },
  { text: 'Plan\u202aA\u202c', problem: 'direction', label: 'left-to-right embedding' },
  { text: 'Plan\u2067A\u2069', problem: 'direction', label: 'right-to-left isolate' },
  { text: 'Plan\u200fA', problem: 'direction', label: 'right-to-left mark' },
  { text: 'Plan\u001b[31mred\u001b[0m', problem: 'control', label: 'terminal escape' },
  { text: 'Plan\u0007A', problem: 'control', label: 'bell (C0)' },
  { text: 'Plan\u007fA', problem: 'control', label: 'delete' },
  { text: 'Plan\u0085A', problem: 'control', label: 'next line (C1)' },
  { text: 'Plan\u009b31m', problem: 'control', label: 'control sequence introducer (C1)' },
  { text: 'Plan\u0000A', problem: 'nul', label: 'NUL' },
  { text: 'Plan\ud800A', problem: 'broken', label: 'lone high surrogate' },
  { text: 'Plan\udfffA', problem: 'broken', label: 'lone low surrogate' },
];
const lineBreak = { text: 'Plan\nA', problem: 'control', label: 'line feed in a one-line field' } as const;
const blank = ' \u00a0\u3000\u2003 ';

/** What people write: accents typed decomposed, emoji with joiners, Hindi, Arabic, CJK; with spaces around. */
const goodText = ['  Zoe\u0308 Ren\u0065\u0301e  ', '👩🏽‍💻 Team 🚀', 'हिन्दी में योजना', 'خطة التعلم', '学习计划 学習 학습'];

function expectedMessage(problem: TextProblem | 'nul' | 'blank', field: TextField): string {
  const label = fieldLabel(field.path);
  if (problem === 'blank' && field.blankMessage) return field.blankMessage;
  return problem === 'nul' ? `${label} must not contain NUL characters.` : textMessages[problem](label);
}

describe('the contract', () => {
  it('marks every text a person types in a write: a string field with no enum, format or pattern is x-text', () => {
    const unmarked: string[] = [];
    const visit = (input: JsonSchema, where: string, seen: Set<string>) => {
      if (input.$ref && seen.has(input.$ref)) return;
      const next = input.$ref ? new Set([...seen, input.$ref]) : seen;
      const schema = deref(input);
      const types = ([] as string[]).concat(schema.type ?? []);
      if (types.includes('string') && !schema.enum && !schema.format && !schema.pattern && !schema['x-text']) unmarked.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${where}.${name}`, next);
      if (schema.items) visit(schema.items, `${where}[]`, next);
      for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) visit(branch, where, next);
    };
    for (const operation of writes) visit(operation.body!.schema, operation.operationId, new Set());
    expect(unmarked).toEqual([]);
    // The count the issue found accepting garbage was 47 pairs across 8 calls; every one is among these.
    expect(withText.flatMap((operation) => bodyCases(operation).flatMap((variant) => variant.fields)).length).toBeGreaterThanOrEqual(79);
  });
});

describe('the blank messages of the contract', () => {
  it("are the spec's, as the screens and the services word them", () => {
    const blank = (name: string) => resolveRef<JsonSchema>(`#/components/schemas/${name}`)['x-blank-message'];
    expect([blank('FirstName'), blank('LastName')]).toEqual([accountMessages.firstNameRequired, accountMessages.lastNameRequired]);
    expect([blank('OrganizationName'), blank('GroupName'), blank('GroupDescription')]).toEqual(Array(3).fill(customerMessages.fillDetails));
    expect([blank('TeamName'), blank('TeamDescription')]).toEqual([groupMessages.teamNameEmpty, groupMessages.teamNameEmpty]);
    expect([blank('SupportSubject'), blank('SupportBody')]).toEqual([supportMessages.subjectRequired, supportMessages.bodyRequired]);
  });
});

describe("the server's validator", () => {
  for (const operation of withText) {
    it(`${operation.operationId}: stores what people write NFC-normalised and trimmed, refuses the bad set naming the field`, () => {
      for (const { body, fields } of bodyCases(operation)) {
        for (const field of fields) {
          for (const text of field.kind === 'lines' ? [...goodText, 'Line one\r\n\tLine two'] : goodText) {
            const sent = placed(body, field.path, text);
            const result = validateAsServer(operation.body!.schema, sent);
            expect(result.valid, `${fieldLabel(field.path)} takes ${JSON.stringify(text)}: ${validationMessage(result.errors, 'body')}`).toBe(true);
            expect(at(sent, field.path)).toBe(normalizeText(text));
          }
          const cases = [...badText.filter((bad) => bad.problem !== 'nul'), ...(field.kind === 'line' ? [lineBreak] : [])];
          for (const bad of cases) {
            const result = validateAsServer(operation.body!.schema, placed(body, field.path, bad.text));
            expect(validationMessage(result.errors, 'body'), `${fieldLabel(field.path)}: ${bad.label}`).toBe(expectedMessage(bad.problem as TextProblem, field));
          }
          const spaces = validateAsServer(operation.body!.schema, placed(body, field.path, blank));
          if (field.required) expect(validationMessage(spaces.errors, 'body')).toBe(expectedMessage('blank', field));
          else expect(spaces.valid, `${fieldLabel(field.path)} is optional: blank is empty`).toBe(true);
        }
      }
    });
  }
});

let server: TestServer;
const callers: Record<'learner' | 'orgAdmin' | 'backOffice', TestClient | null> = { learner: null, orgAdmin: null, backOffice: null };
beforeAll(async () => {
  server = await startTestServer((config) => ({ ...config, socialSignIn: null }));
  callers.learner = server.newClient();
  await registerAndLogin(callers.learner);
  callers.orgAdmin = server.newClient();
  const { session } = await registerAndLogin(callers.orgAdmin);
  await joinOrganisation(server.database.db, session.id, []);
  await server.database.db.update(users).set({ role_id: 3 }).where(eq(users.id, session.id));
  callers.backOffice = (await signedInBackOfficeAdmin(server)).client;
});
afterAll(async () => {
  await server?.close();
});

/** Who may call the operation, so that the request reaches its validator. */
function callerOf(operation: ContractOperation): TestClient {
  if (operation.learnerRoles.length > 0) return callers.orgAdmin!;
  if (allowsScheme(operation, 'learnerSession')) return callers.learner!;
  if (allowsScheme(operation, 'adminSession')) return callers.backOffice!;
  return server.newClient();
}

describe('every text field of every write, through the API', () => {
  it(`covers the ${withText.length} writes that take text`, () => {
    expect(withText.length).toBeGreaterThanOrEqual(38);
  });

  for (const operation of withText) {
    it(`${operation.operationId} refuses the bad set in each text field with 400 naming it, and stores nothing`, async () => {
      const client = callerOf(operation);
      const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
        const parameter = operation.parameters.find((candidate) => candidate.name === name)!;
        return encodeURIComponent(String(exampleFor(parameter.schema)));
      });
      const multipart = operation.body!.contentType === 'multipart/form-data';
      const before = await databaseState(server.database.db);
      for (const { body, fields } of bodyCases(operation)) {
        for (const field of fields) {
          const cases = [
            ...badText.filter((bad) => !(multipart && bad.problem === 'broken')),
            ...(field.kind === 'line' ? [lineBreak] : []),
            ...(field.required ? [{ text: blank, problem: 'blank' as const, label: 'only spaces' }] : []),
          ];
          for (const bad of cases) {
            const encoded = await encodeBody(operation.body!.contentType, placed(body, field.path, bad.text));
            const response = await client.send(operation.method, path, encoded.body, encoded.contentType);
            const answer = (await response.json()) as { error: { code: string; message: string } };
            expect([response.status, answer.error.message], `${fieldLabel(field.path)}: ${bad.label}`).toEqual([400, expectedMessage(bad.problem, field)]);
          }
        }
      }
      expect(await databaseState(server.database.db)).toEqual(before);
    });
  }
});

describe('what people write', () => {
  it('is stored NFC-normalised and trimmed, in every script and with emoji', async () => {
    const client = server.newClient();
    await registerAndLogin(client);
    const title = '  Zoe\u0308 — हिन्दी में योजना ';
    const text = 'خطة التعلم 👩🏽‍💻\n学习计划 学習 학습\t';
    await client.POST('/user-data/add-note', { body: { note_title: title, note_text: text } });
    const [note] = (await client.GET('/user-data/notes')).data!.items;
    expect(note).toMatchObject({ note_title: 'Zo\u00eb — हिन्दी में योजना', note_text: 'خطة التعلم 👩🏽‍💻\n学习计划 学習 학습' });

    await client.POST('/user/update', { body: { first_name: ' Ren\u0065\u0301e ', last_name: 'عبد الله', city: '  ' } });
    expect((await client.GET('/user/details')).data).toMatchObject({ first_name: 'Ren\u00e9e', last_name: 'عبد الله' });
  });
});
