import { SHIPPED_PROGRAM_IMAGES } from '@stride/validation';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculumMessages } from '../../services/curriculum/content-rules';
import { signedInBackOfficeAdmin } from '../../testing/back-office';
import { startFixtureServer, type FixtureCurriculum } from '../../testing/curriculum';
import { refusedUnchanged as refusedUnchangedIn } from '../../testing/database-state';
import { failure, registerAndLogin } from '../../testing/helpers';
import { solidPng } from '../../testing/images';
import type { TestClient, TestServer } from '../../testing/test-server';
import type { Schema } from '@stride/api-sdk';

let server: TestServer;
let fixture: FixtureCurriculum;
let admin: TestClient;
let sequence = 0;
beforeAll(async () => {
  ({ server, fixture } = await startFixtureServer());
  ({ client: admin } = await signedInBackOfficeAdmin(server));
  server.clock.set(new Date('2026-11-18T09:00:00Z'));
});
afterAll(async () => {
  await server?.close();
});

const refusedUnchanged = (call: () => Promise<unknown>, status: number) => refusedUnchangedIn(server.database.db, call, status);
const code = (label: string) => `${label}-${++sequence}`;
const programBody = (overrides: Partial<Schema<'ProgramInput'>> = {}): Schema<'ProgramInput'> => ({
  code: code('prog'),
  name: 'Negotiation',
  description: 'Reach agreements.',
  program_type: 'program',
  proficiency: 'beginner',
  number_of_days: 7,
  display_image_url: SHIPPED_PROGRAM_IMAGES[0],
  active: true,
  ...overrides,
});
const addProgram = async (overrides: Partial<Schema<'ProgramInput'>> = {}) => (await admin.POST('/program/add', { body: programBody(overrides) })).data!;
const updateProgram = (id: number, body: Schema<'ProgramInput'>) => admin.PUT('/program/update/{program_id}', { params: { path: { program_id: id } }, body });
const setActive = (kind: 'program' | 'topic', id: number, active: boolean) =>
  admin.PATCH('/curriculum/{kind}/{id}/active', { params: { path: { kind, id } }, body: { active } });
const addGoal = (programId: number) => admin.POST('/goal/add', { body: { code: code('goal'), name: 'A goal', description: 'd', program_id: programId } });

/** Posts a picture as the back-office form does: multipart/form-data, the file under `image`. */
const upload = (bytes: Buffer, type = 'image/png') =>
  admin.POST('/program/image', {
    // openapi-typescript types a binary field as a string; the serializer sends the bytes themselves.
    body: { image: bytes as unknown as string },
    bodySerializer: (body) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(body.image as unknown as Buffer)], { type }), 'picture.png');
      return form;
    },
  });

describe('programs and sprints', () => {
  it('are added and listed with their goal and learner counts, in one list of every program active or not', async () => {
    const body = programBody({ name: '  Negotiation  ', active: false });
    const added = (await admin.POST('/program/add', { body })).data!;
    expect(added).toEqual({ ...body, id: expect.any(Number), name: 'Negotiation', goal_count: 0, learner_count: 0 });
    const listed = (await admin.GET('/program/all')).data!;
    expect(listed).toContainEqual(added);
    // The fixture program: two goals; a learner enrolled is counted, one who quitted is not.
    const learner = server.newClient();
    await registerAndLogin(learner);
    await learner.POST('/program/enroll/{programId}', { params: { path: { programId: fixture.program.id } } });
    const fxProgram = (await admin.GET('/program/all')).data!.find((program) => program.id === fixture.program.id)!;
    expect(fxProgram).toMatchObject({ code: 'fx-program', goal_count: 2, learner_count: expect.any(Number) });
    expect(fxProgram.learner_count).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input with 400, a taken code with 409 and an unknown picture with 400, writing nothing', async () => {
    const taken = await refusedUnchanged(() => admin.POST('/program/add', { body: programBody({ code: 'fx-program' }) }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('program', 'fx-program'));
    const blank = await refusedUnchanged(() => admin.POST('/program/add', { body: programBody({ name: '   ' }) }), 400);
    expect(blank.message).toBe('name must not be blank.');
    await refusedUnchanged(() => admin.POST('/program/add', { body: programBody({ number_of_days: 0 }) }), 400);
    await refusedUnchanged(() => admin.POST('/program/add', { body: { ...programBody(), program_type: 'course' as 'program' } }), 400);
    // Another host, or any other address, is refused by the contract's pattern.
    await refusedUnchanged(() => admin.POST('/program/add', { body: programBody({ display_image_url: 'https://example.com/x.png' }) }), 400);
    for (const url of ['/images/programs/unknown.svg', '/api/program/image/0123456789abcdef0123456789abcdef']) {
      const picture = await refusedUnchanged(() => admin.POST('/program/add', { body: programBody({ display_image_url: url }) }), 400);
      expect(picture.message).toBe(curriculumMessages.unknownImage);
    }
  });

  it('are updated whole; unknown 404, another program’s code 409', async () => {
    const program = await addProgram();
    const body = programBody({ name: 'Negotiation II', description: 'Harder.', number_of_days: 12, proficiency: 'master', display_image_url: null, active: false });
    expect((await updateProgram(program.id, body)).data).toEqual({ ...body, id: program.id, goal_count: 0, learner_count: 0 });
    const taken = await refusedUnchanged(() => updateProgram(program.id, { ...body, code: 'fx-sprint' }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('program', 'fx-sprint'));
    const unknown = await refusedUnchanged(() => updateProgram(999_999, programBody()), 404);
    expect(unknown.message).toBe('There is no program with id 999999.');
  });

  it('cannot have fewer days than a goal’s schedule uses (409 DaysInUse), but may grow', async () => {
    const current = (await admin.GET('/program/all')).data!.find((program) => program.id === fixture.program.id)!;
    const asSaved = programBody({ code: current.code, name: current.name, description: current.description, program_type: 'program', proficiency: current.proficiency });
    const refused = await refusedUnchanged(() => updateProgram(fixture.program.id, { ...asSaved, number_of_days: 13 }), 409);
    expect([refused.code, refused.message]).toEqual(['DaysInUse', curriculumMessages.daysInUse(14)]);
    expect((await updateProgram(fixture.program.id, { ...asSaved, number_of_days: 15 })).data!.number_of_days).toBe(15);
    expect((await updateProgram(fixture.program.id, { ...asSaved, number_of_days: 14 })).data!.number_of_days).toBe(14);
  });

  it('becomes a sprint only with at most one active goal (409 SprintHasGoal)', async () => {
    const program = await addProgram();
    const body = programBody({ code: program.code, program_type: 'sprint' });
    await addGoal(program.id);
    expect((await updateProgram(program.id, body)).data!.program_type).toBe('sprint');
    await updateProgram(program.id, { ...body, program_type: 'program' });
    await addGoal(program.id);
    const refused = await refusedUnchanged(() => updateProgram(program.id, body), 409);
    expect([refused.code, refused.message]).toEqual(['SprintHasGoal', curriculumMessages.sprintOfManyGoals('Negotiation', 2)]);
  });
});

describe('an inactive program', () => {
  it('leaves the catalogue and takes no new enrolment, while an enrolled learner carries on', async () => {
    const program = await addProgram({ name: 'Retiring soon' });
    const goal = (await addGoal(program.id)).data!;
    const enrolled = server.newClient();
    await registerAndLogin(enrolled);
    await enrolled.POST('/program/enroll/{programId}', { params: { path: { programId: program.id } } });

    expect((await setActive('program', program.id, false)).data).toEqual({ kind: 'program', id: program.id, active: false });
    const newcomer = server.newClient();
    await registerAndLogin(newcomer);
    expect((await newcomer.GET('/program/all-by-user-role')).data!.programs.map((row) => row.id)).not.toContain(program.id);
    const refused = await failure(newcomer.POST('/program/enroll/{programId}', { params: { path: { programId: program.id } } }));
    expect([refused.status, refused.code]).toEqual([403, 'ProgramNotAvailable']);

    expect((await enrolled.GET('/program/get-enrolled')).data!.map((row) => row.program_id)).toContain(program.id);
    expect((await enrolled.GET('/goal/program/{program_id}', { params: { path: { program_id: program.id } } })).data!.map((row) => row.id)).toEqual([goal.id]);

    expect((await setActive('program', program.id, true)).data!.active).toBe(true);
    expect((await newcomer.GET('/program/all-by-user-role')).data!.programs.map((row) => row.id)).toContain(program.id);
  });
});

describe('program pictures', () => {
  it('are prepared like a profile photo, served publicly at their address, and saved on a program', async () => {
    const big = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 10, g: 120, b: 90 } } }).png().toBuffer();
    const { display_image_url: url } = (await upload(big)).data!;
    expect(url).toMatch(/^\/api\/program\/image\/[0-9a-f]{32}$/);
    // The same bytes again: the same address.
    expect((await upload(big)).data!.display_image_url).toBe(url);

    const anonymous = server.newClient();
    const { data, response } = await anonymous.GET('/program/image/{image_key}', { params: { path: { image_key: url.split('/').pop()! } }, parseAs: 'arrayBuffer' });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(data as unknown as ArrayBuffer)).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });

    expect((await addProgram({ display_image_url: url })).display_image_url).toBe(url);
  });

  it('refuses what is not an image (400) and a file over 1 MB (413), storing nothing', async () => {
    const text = await refusedUnchanged(() => upload(Buffer.from('not a picture at all'), 'image/png'), 400);
    expect(text.code).toBe('NotAnImage');
    await refusedUnchanged(() => upload(Buffer.concat([solidPng(), Buffer.alloc(1_100_000)])), 413);
    const unknown = await failure(server.newClient().GET('/program/image/{image_key}', { params: { path: { image_key: 'ffffffffffffffffffffffffffffffff' } } }));
    expect(unknown.status).toBe(404);
  });
});

describe('topics', () => {
  it('are added, updated and switched off and on; taken code 409, unknown 404, blank 400, each writing nothing', async () => {
    const topicCode = code('topic');
    const added = (await admin.POST('/topic/add', { body: { code: topicCode, name: ' Negotiation ', description: 'Agreeing.' } })).data!;
    expect(added).toEqual({ id: expect.any(Number), code: topicCode, name: 'Negotiation', description: 'Agreeing.', active: true });
    expect((await admin.GET('/topic/all')).data).toContainEqual(added);

    const changed = (await admin.PUT('/topic/update/{topic_id}', { params: { path: { topic_id: added.id } }, body: { code: `${topicCode}-b`, name: 'Bargaining', description: 'Trading.' } })).data!;
    expect(changed).toEqual({ id: added.id, code: `${topicCode}-b`, name: 'Bargaining', description: 'Trading.', active: true });
    expect((await setActive('topic', added.id, false)).data).toEqual({ kind: 'topic', id: added.id, active: false });
    expect((await admin.GET('/topic/all')).data).toContainEqual({ ...changed, active: false });

    const taken = await refusedUnchanged(() => admin.POST('/topic/add', { body: { code: 'fx-topic-a', name: 'n', description: 'd' } }), 409);
    expect(taken.message).toBe(curriculumMessages.codeTaken('topic', 'fx-topic-a'));
    await refusedUnchanged(() => admin.PUT('/topic/update/{topic_id}', { params: { path: { topic_id: added.id } }, body: { code: 'fx-topic-a', name: 'n', description: 'd' } }), 409);
    const unknown = await refusedUnchanged(() => admin.PUT('/topic/update/{topic_id}', { params: { path: { topic_id: 999_999 } }, body: { code: code('t'), name: 'n', description: 'd' } }), 404);
    expect(unknown.message).toBe('There is no topic with id 999999.');
    await refusedUnchanged(() => admin.POST('/topic/add', { body: { code: code('t'), name: '   ', description: 'd' } }), 400);
    await refusedUnchanged(() => setActive('topic', 999_999, false), 404);
  });
});
