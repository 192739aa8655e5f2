import { phoneMessages } from '@stride/validation';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { educationPersonas, organizations, professionPersonas, storedFiles, users } from '../../db/schema/index';
import { joinOrganisation } from '../../testing/curriculum';
import { refusedUnchanged } from '../../testing/database-state';
import { failure, registerAndLogin } from '../../testing/helpers';
import { solidPng } from '../../testing/images';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.clock.set(new Date('2026-11-16T09:00:00Z')));

async function newLearner(): Promise<TestClient & { email: string; userId: number }> {
  const client = server.newClient();
  const { email, session } = await registerAndLogin(client);
  return Object.assign(client, { email, userId: session.id });
}

/** A signed-out browser. */
const anonymous = () => server.newClient();

describe('email notification preferences', () => {
  it('are all on for a new learner and are saved together, for the caller only', async () => {
    const client = await newLearner();
    const other = await newLearner();
    expect((await client.GET('/user-data/get-notification')).data).toEqual({ reminder_email: true, engagement_email: true, newsletter_email: true });

    const off = { reminder_email: false, engagement_email: false, newsletter_email: false };
    expect((await client.POST('/user-data/update-notification', { body: off })).data).toEqual(off);
    expect((await client.GET('/user-data/get-notification')).data).toEqual(off);
    // The flags are independent in the contract; the settings toggle just sends the three alike.
    const mixed = { reminder_email: true, engagement_email: false, newsletter_email: true };
    expect((await client.POST('/user-data/update-notification', { body: mixed })).data).toEqual(mixed);
    expect((await client.GET('/user-data/get-notification')).data).toEqual(mixed);

    expect((await other.GET('/user-data/get-notification')).data).toEqual({ reminder_email: true, engagement_email: true, newsletter_email: true });
  });

  it('must come as three flags', async () => {
    const client = await newLearner();
    for (const body of ['{"reminder_email":false}', '{"reminder_email":"no","engagement_email":false,"newsletter_email":false}']) {
      expect((await client.send('POST', '/user-data/update-notification', body)).status).toBe(400);
    }
    expect((await client.GET('/user-data/get-notification')).data).toEqual({ reminder_email: true, engagement_email: true, newsletter_email: true });
  });
});

describe('the education persona', () => {
  it('is empty until set, then holds what was saved', async () => {
    const client = await newLearner();
    expect((await client.GET('/user-persona/education')).data).toEqual({ education_level: null, education_major: null });
    const persona = { education_level: 'post-doctorate', education_major: 'engineering' } as const;
    expect((await client.POST('/user-persona/update-education', { body: persona })).data).toEqual(persona);
    expect((await client.GET('/user-persona/education')).data).toEqual(persona);
    // Saved again it is replaced, and null clears a field.
    const cleared = { education_level: 'master', education_major: null } as const;
    expect((await client.POST('/user-persona/update-education', { body: cleared })).data).toEqual(cleared);
    expect((await client.GET('/user-persona/education')).data).toEqual(cleared);
    expect((await (await newLearner()).GET('/user-persona/education')).data).toEqual({ education_level: null, education_major: null });
  });

  it('refuses a value outside the enumeration and changes nothing', async () => {
    const client = await newLearner();
    const persona = { education_level: 'bachelor', education_major: 'arts' } as const;
    await client.POST('/user-persona/update-education', { body: persona });
    for (const body of [
      { education_level: 'kindergarten', education_major: 'arts' },
      { education_level: 'bachelor', education_major: 'astrology' },
      { education_level: 'Bachelor', education_major: 'arts' },
      { education_level: 'bachelor' },
    ]) {
      const response = await client.send('POST', '/user-persona/update-education', JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.GET('/user-persona/education')).data).toEqual(persona);
    const [row] = await server.database.db.select().from(educationPersonas).where(eq(educationPersonas.user_id, client.userId));
    expect(row).toMatchObject(persona);
  });
});

describe('the profession persona', () => {
  const empty = {
    years_of_experience: null,
    work_type: null,
    role_type: null,
    role_level: null,
    role_area: null,
    type_of_company: null,
    salary_level: null,
    no_of_direct_reportees: null,
  };
  const persona = {
    years_of_experience: 'three_to_five_years',
    work_type: 'hybrid',
    role_type: 'people_manager',
    role_level: 'Senior',
    role_area: 'Operations',
    type_of_company: 'information_technology_and_services',
    salary_level: 'Band 4',
    no_of_direct_reportees: 'two_to_four',
  } as const;

  it('is empty until set, then holds what was saved, free text trimmed', async () => {
    const client = await newLearner();
    expect((await client.GET('/user-persona/profession')).data).toEqual(empty);
    const saved = (await client.POST('/user-persona/update-profession', { body: { ...persona, role_level: '  Senior ', salary_level: '   ' } })).data;
    expect(saved).toEqual({ ...persona, salary_level: null });
    expect((await client.GET('/user-persona/profession')).data).toEqual({ ...persona, salary_level: null });
    expect((await (await newLearner()).GET('/user-persona/profession')).data).toEqual(empty);
  });

  it('refuses a value outside the enumerations and changes nothing', async () => {
    const client = await newLearner();
    await client.POST('/user-persona/update-profession', { body: persona });
    for (const [field, value] of [
      ['years_of_experience', 'ten_years'],
      ['work_type', 'moon'],
      ['role_type', 'intern'],
      ['type_of_company', 'bakery'],
      ['no_of_direct_reportees', 'three'],
      ['role_level', 'x'.repeat(101)],
    ] as const) {
      const response = await client.send('POST', '/user-persona/update-profession', JSON.stringify({ ...persona, [field]: value }));
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(field);
    }
    expect((await client.GET('/user-persona/profession')).data).toEqual(persona);
    const [row] = await server.database.db.select().from(professionPersonas).where(eq(professionPersonas.user_id, client.userId));
    expect(row).toMatchObject(persona);
  });
});

describe('the basic profile', () => {
  it('is saved by user/update and read back by user/details; a field left out is kept, null clears it', async () => {
    const client = await newLearner();
    const before = (await client.GET('/user/details')).data!;
    expect(before).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', date_of_birth: null, phone: null, country: null, city: null, gender: null, photo_url: null });

    const profile = {
      first_name: ' Grace ',
      last_name: 'Hopper',
      date_of_birth: '1990-12-09',
      phone: '+919876543210',
      country: 'india',
      city: ' Pune ',
      gender: 'female',
      time_zone: 'Asia/Kolkata',
    } as const;
    const saved = (await client.POST('/user/update', { body: profile })).data!;
    const expected = {
      ...before,
      first_name: 'Grace',
      last_name: 'Hopper',
      date_of_birth: '1990-12-09',
      phone: '+919876543210',
      country: 'india',
      city: 'Pune',
      gender: 'female',
      time_zone: 'Asia/Kolkata',
    };
    expect(saved).toEqual(expected);
    expect((await client.GET('/user/details')).data).toEqual(expected);

    // Only the names: the rest stays. Null clears a field.
    expect((await client.POST('/user/update', { body: { first_name: 'Grace', last_name: 'Brewster Hopper', city: null } })).data).toEqual({
      ...expected,
      last_name: 'Brewster Hopper',
      city: null,
    });
    expect((await client.GET('/user/details')).data).toMatchObject({ last_name: 'Brewster Hopper', city: null, country: 'india', phone: '+919876543210' });
  });

  it('never changes the email, and refuses bad values without changing anything', async () => {
    const client = await newLearner();
    await client.POST('/user/update', { body: { first_name: 'Grace', last_name: 'Hopper', country: 'uk' } });
    const before = (await client.GET('/user/details')).data!;
    const cases: [object, string | RegExp][] = [
      [{ first_name: 'Grace', last_name: 'Hopper', email: 'someone.else@example.com' }, /email/],
      [{ first_name: '   ', last_name: 'Hopper' }, 'First Name is required'],
      [{ first_name: 'Grace', last_name: ' ' }, 'Last Name is required'],
      [{ first_name: 'Grace', last_name: 'Hopper', country: 'france' }, /country/],
      [{ first_name: 'Grace', last_name: 'Hopper', gender: 'unknown' }, /gender/],
      [{ first_name: 'Grace', last_name: 'Hopper', phone: '12345' }, phoneMessages.invalid],
      [{ first_name: 'Grace', last_name: 'Hopper', phone: 'call me' }, /phone/],
      [{ first_name: 'Grace', last_name: 'Hopper', date_of_birth: '2026-02-30' }, /date_of_birth/],
      [{ first_name: 'Grace', last_name: 'Hopper', date_of_birth: '2026-11-17' }, 'Date of birth cannot be in the future.'],
      [{ first_name: 'Grace', last_name: 'Hopper', date_of_birth: '1899-12-31' }, 'Date of birth must be in 1900 or later.'],
      [{ first_name: 'Grace', last_name: 'Hopper', time_zone: 'Mars/Olympus_Mons' }, 'Unknown time zone.'],
    ];
    for (const [body, message] of cases) {
      const response = await client.send('POST', '/user/update', JSON.stringify(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    expect((await client.GET('/user/details')).data).toEqual(before);
    const [row] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, client.userId));
    expect(row!.email).toBe(client.email);
  });

  it('takes a date of birth of today in the learner’s own time zone', async () => {
    const client = await newLearner();
    // 20:00 UTC on the 16th is already the 17th in Kolkata.
    server.clock.set(new Date('2026-11-16T20:00:00Z'));
    const saved = (await client.POST('/user/update', { body: { first_name: 'Ada', last_name: 'Lovelace', time_zone: 'Asia/Kolkata', date_of_birth: '2026-11-17' } })).data!;
    expect(saved).toMatchObject({ date_of_birth: '2026-11-17', time_zone: 'Asia/Kolkata' });
  });
});

describe('the profile phone', () => {
  const names = { first_name: 'Grace', last_name: 'Hopper' };
  const savedPhone = async (client: TestClient, body: object) => (await client.POST('/user/update', { body: { ...names, ...body } })).data!.phone;

  it('is taken as people type it and stored in E.164, a number without + read in the learner’s country', async () => {
    const client = await newLearner();
    expect(await savedPhone(client, { phone: '+91 80 4123 5678' })).toBe('+918041235678');
    expect((await client.GET('/user/details')).data!.phone).toBe('+918041235678');
    expect(await savedPhone(client, { phone: '+44 (20) 7946-0321' })).toBe('+442079460321');
    // The country sent with it, else the stored one.
    expect(await savedPhone(client, { country: 'singapore', phone: '8123 4567' })).toBe('+6581234567');
    expect(await savedPhone(client, { phone: '9123.4567' })).toBe('+6591234567');
    // Blank and null are no phone.
    expect(await savedPhone(client, { phone: ' ' })).toBeNull();
    expect(await savedPhone(client, { phone: '+91 98450 11223' })).toBe('+919845011223');
    expect(await savedPhone(client, { phone: null })).toBeNull();
  });

  it('is read in the organisation’s country when the learner has none', async () => {
    const client = await newLearner();
    const organizationId = await joinOrganisation(server.database.db, client.userId, []);
    await server.database.db.update(organizations).set({ country: 'australia' }).where(eq(organizations.id, organizationId));
    expect(await savedPhone(client, { phone: '(02) 9123 4567' })).toBe('+61291234567');
  });

  it('that is not a valid number is refused with the message, and nothing changes', async () => {
    const client = await newLearner();
    await client.POST('/user/update', { body: { ...names, phone: '+919845011223' } });
    // No country known: only a number with + and its country code can be read.
    for (const phone of ['12345', '+91 000000000', '080 4123 5678']) {
      const refused = await refusedUnchanged(server.database.db, () => client.POST('/user/update', { body: { ...names, last_name: 'Changed', phone } }), 400);
      expect(refused.message, phone).toBe(phoneMessages.invalid);
    }
    const foreign = await refusedUnchanged(server.database.db, () => client.POST('/user/update', { body: { ...names, phone: '+33 1 23 45 67 89' } }), 400);
    expect(foreign.message).toBe(phoneMessages.countryNotAllowed);
    expect((await client.GET('/user/details')).data).toMatchObject({ last_name: 'Hopper', phone: '+919845011223' });
  });
});

describe('the profile photo', () => {
  const PHOTO_URL = /^\/api\/user\/photo\/(\d+)\/([0-9a-f]{32})$/;

  /** Posts a photo through the SDK as the browser does: multipart/form-data, the file under `photo`. */
  const upload = (client: TestClient, bytes: Buffer, filename = 'photo.png', type = 'image/png') =>
    client.POST('/user/photo', {
      // openapi-typescript types a binary field as a string; the serializer sends the bytes themselves.
      body: { photo: bytes as unknown as string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('photo', new Blob([new Uint8Array(body.photo as unknown as Buffer)], { type }), filename);
        return form;
      },
    });

  /** Reads a photo at the address the profile gives, through the SDK. */
  async function fetchPhoto(client: TestClient, url: string) {
    const [, userId, key] = PHOTO_URL.exec(url) ?? [];
    const { data, response } = await client.GET('/user/photo/{user_id}/{photo_key}', {
      params: { path: { user_id: Number(userId), photo_key: key! } },
      parseAs: 'arrayBuffer',
    });
    return { bytes: Buffer.from(data as unknown as ArrayBuffer), response };
  }

  const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

  it('takes a png and a jpeg, serves each at an address that changes with the photo, and retires the old one', async () => {
    const client = await newLearner();
    const png = solidPng(8, 6);
    const first = (await upload(client, png)).data!.newPhotoURL;
    expect(first).toMatch(PHOTO_URL);
    expect(first).toContain(`/api/user/photo/${client.userId}/`);
    expect((await client.GET('/user/details')).data).toMatchObject({ photo_url: first, newPhotoURL: first });

    const served = await fetchPhoto(client, first);
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(served.response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'png', width: 8, height: 6 });

    const jpeg = await image(40, 30).jpeg().toBuffer();
    // The name and declared type say nothing: the bytes do.
    const second = (await upload(client, jpeg, 'photo.png', 'image/png')).data!.newPhotoURL;
    expect(second).toMatch(PHOTO_URL);
    expect(second).not.toBe(first);
    expect((await client.GET('/user/details')).data).toMatchObject({ photo_url: second, newPhotoURL: second });
    const servedJpeg = await fetchPhoto(client, second);
    expect(servedJpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(servedJpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });

    // The old address is gone, and only one photo is kept.
    expect(await failure(fetchPhoto(client, first))).toMatchObject({ status: 404 });
    const kept = await server.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.user_id, client.userId), eq(storedFiles.purpose, 'profile_photo')));
    expect(kept).toHaveLength(1);
  });

  it('is scaled to fit 512 by 512, turned upright, and stripped of its metadata; webp is taken too', async () => {
    const client = await newLearner();
    // A landscape jpeg whose EXIF says "rotate 90°" and carries a note that must not survive.
    const tall = await image(1200, 800)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Where I live' } } })
      .toBuffer();
    const url = (await upload(client, tall, 'me.jpg', 'image/jpeg')).data!.newPhotoURL;
    const served = await sharp((await fetchPhoto(client, url)).bytes).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 341, height: 512 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();

    const webp = await image(600, 600).webp().toBuffer();
    const webpUrl = (await upload(client, webp, 'me.webp', 'image/webp')).data!.newPhotoURL;
    const servedWebp = await fetchPhoto(client, webpUrl);
    expect(servedWebp.response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(servedWebp.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('is refused over 1 MB with File too large, and when its bytes are not a png, jpeg or webp image; nothing changes', async () => {
    const client = await newLearner();
    const url = (await upload(client, solidPng())).data!.newPhotoURL;
    const stored = () => server.database.db.select({ id: storedFiles.id, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.user_id, client.userId));
    const before = await stored();

    // 2 MB that start like a png.
    const large = Buffer.concat([solidPng(), Buffer.alloc(2 * 1024 * 1024, 7)]);
    expect(await failure(upload(client, large))).toMatchObject({ status: 413, message: 'File too large' });
    // Past the multipart limit (5 MB) the same answer comes before the file is read whole.
    expect(await failure(upload(client, Buffer.concat([solidPng(), Buffer.alloc(6 * 1024 * 1024, 7)])))).toMatchObject({ status: 413, message: 'File too large' });
    // One byte over the limit is over it.
    expect(await failure(upload(client, Buffer.concat([solidPng(), Buffer.alloc(1024 * 1024 + 1 - solidPng().length)])))).toMatchObject({ status: 413 });

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(await failure(upload(client, pdf, 'photo.png', 'image/png'))).toMatchObject({ status: 400, message: 'The photo must be a PNG, JPEG or WebP image.' });
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    expect(await failure(upload(client, gif, 'photo.webp', 'image/webp'))).toMatchObject({ status: 400, message: 'The photo must be a PNG, JPEG or WebP image.' });
    // A png signature on bytes that are no png.
    const fake = Buffer.concat([solidPng().subarray(0, 8), Buffer.from('not really an image at all')]);
    expect(await failure(upload(client, fake))).toMatchObject({
      status: 400,
      message: 'The photo could not be read. Please choose another PNG, JPEG or WebP image.',
    });
    expect(await failure(upload(client, Buffer.alloc(0)))).toMatchObject({ status: 400 });

    expect(await stored()).toEqual(before);
    expect((await client.GET('/user/details')).data!.photo_url).toBe(url);
  });

  it('needs a file under photo', async () => {
    const client = await newLearner();
    const form = new FormData();
    form.append('photo', 'just some text');
    const encoded = new Response(form);
    const response = await client.send('POST', '/user/photo', new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get('content-type')!);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Attach the photo (PNG, JPEG or WebP).');
  });

  it('is served to whoever has its address, and nothing is served at an address never given out', async () => {
    const client = await newLearner();
    const url = (await upload(client, solidPng(3, 3))).data!.newPhotoURL;
    const served = await fetchPhoto(anonymous(), url);
    expect(served.response.status).toBe(200);
    const [, userId] = PHOTO_URL.exec(url)!;
    expect(await failure(fetchPhoto(anonymous(), `/api/user/photo/${userId}/${'0'.repeat(32)}`))).toMatchObject({ status: 404 });
    // Another learner's id with this key: the key belongs to this learner's photo only.
    const other = await newLearner();
    expect(await failure(fetchPhoto(anonymous(), url.replace(`/${userId}/`, `/${other.userId}/`)))).toMatchObject({ status: 404 });
  });
});

describe('signed out', () => {
  it('every profile and notification call answers 401', async () => {
    const client = anonymous();
    const calls: (() => Promise<unknown>)[] = [
      () => client.GET('/user/details'),
      () => client.GET('/user-data/get-notification'),
      () => client.POST('/user-data/update-notification', { body: { reminder_email: false, engagement_email: false, newsletter_email: false } }),
      () => client.GET('/user-persona/education'),
      () => client.GET('/user-persona/profession'),
      () => client.POST('/user-persona/update-education', { body: { education_level: null, education_major: null } }),
      () => client.POST('/user-persona/update-profession', {
        body: {
          years_of_experience: null,
          work_type: null,
          role_type: null,
          role_level: null,
          role_area: null,
          type_of_company: null,
          salary_level: null,
          no_of_direct_reportees: null,
        },
      }),
      () => client.POST('/user/update', { body: { first_name: 'Ada', last_name: 'Lovelace' } }),
    ];
    for (const call of calls) expect(await failure(call())).toMatchObject({ status: 401 });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(solidPng())]), 'photo.png');
    const encoded = new Response(form);
    const response = await client.send('POST', '/user/photo', new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get('content-type')!);
    expect(response.status).toBe(401);
  });
});
