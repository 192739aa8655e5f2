import type { Body, Schema } from '@stride/api-sdk';
import { accountMessages, phoneCountryOf, profileMessages, readPhone } from '@stride/validation';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { educationPersonas, organizations, professionPersonas, storedFiles, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localDate } from '../../lib/local-days';
import type { Upload } from '../../plugins/external/request-bodies';
import { validTimeZone } from '../accounts/accounts';
import type { User } from '../sessions/session-store';
import { preparePhoto } from './photo';

export type ProfileUpdate = Body<'updateUser'>;
type UserRow = Omit<User, 'reminder_email' | 'engagement_email' | 'newsletter_email'>;

/** stored_files.purpose of a profile photo: a learner has at most one. */
export const PHOTO_PURPOSE = 'profile_photo';

/** Where a photo is served (getUserPhoto): root-relative, so every app reaches it through its own /api. */
export const photoUrl = (userId: number, key: string) => `/api/user/photo/${userId}/${key}`;

/** The profile as user/details and user/update answer it (docs/profile.md). */
export function userDetails(user: UserRow): Schema<'UserDetails'> {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role_id: user.role_id,
    organization_id: user.organization_id,
    date_of_birth: user.date_of_birth,
    phone: user.phone,
    country: user.country,
    city: user.city,
    gender: user.gender,
    photo_url: user.photo_url,
    newPhotoURL: user.photo_url,
    time_zone: user.time_zone,
  };
}

/** Free text that may be cleared: trimmed, and blank is no value. */
const optionalText = (text: string | null | undefined) => (text === undefined ? undefined : text?.trim() || null);

const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * The learner's profile (docs/profile.md): basic fields, photo, education and
 * profession persona, and the email notification flags. Every call reads and changes the caller's own data;
 * the only thing anyone else reaches is a photo, by the address its owner's profile gives out.
 */
export function createProfile(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const notificationColumns = { reminder_email: users.reminder_email, engagement_email: users.engagement_email, newsletter_email: users.newsletter_email };
  const educationColumns = { education_level: educationPersonas.education_level, education_major: educationPersonas.education_major };
  const professionColumns = {
    years_of_experience: professionPersonas.years_of_experience,
    work_type: professionPersonas.work_type,
    role_type: professionPersonas.role_type,
    role_level: professionPersonas.role_level,
    role_area: professionPersonas.role_area,
    type_of_company: professionPersonas.type_of_company,
    salary_level: professionPersonas.salary_level,
    no_of_direct_reportees: professionPersonas.no_of_direct_reportees,
  };
  const noProfession: Schema<'ProfessionPersona'> = {
    years_of_experience: null,
    work_type: null,
    role_type: null,
    role_level: null,
    role_area: null,
    type_of_company: null,
    salary_level: null,
    no_of_direct_reportees: null,
  };

  /**
   * The phone of an update in E.164 (docs/domain-rules.md, Phone numbers): a number without + is read as one
   * of the learner's country (this update's, else the stored one), else their organisation's.
   */
  async function storedPhone(user: User, update: ProfileUpdate): Promise<string | null> {
    const text = update.phone ?? null;
    let country = phoneCountryOf(update.country === undefined ? user.country : update.country);
    if (!country && text && !text.trim().startsWith('+') && user.organization_id !== null) {
      const [organization] = await db.select({ country: organizations.country }).from(organizations).where(eq(organizations.id, user.organization_id));
      country = phoneCountryOf(organization?.country);
    }
    const reading = readPhone(text, country);
    if (!reading.ok) throw badRequest(reading.message);
    return reading.phone;
  }

  return {
    async notificationPreferences(user: User): Promise<Schema<'NotificationPreferences'>> {
      const [row] = await db.select(notificationColumns).from(users).where(eq(users.id, user.id));
      if (!row) throw notFound('Your account no longer exists.');
      return row;
    },

    async updateNotificationPreferences(user: User, preferences: Schema<'NotificationPreferences'>): Promise<Schema<'NotificationPreferences'>> {
      const { reminder_email, engagement_email, newsletter_email } = preferences;
      const [row] = await db.update(users).set({ reminder_email, engagement_email, newsletter_email }).where(eq(users.id, user.id)).returning(notificationColumns);
      if (!row) throw notFound('Your account no longer exists.');
      return row;
    },

    async educationPersona(user: User): Promise<Schema<'EducationPersona'>> {
      const [row] = await db.select(educationColumns).from(educationPersonas).where(eq(educationPersonas.user_id, user.id));
      return row ?? { education_level: null, education_major: null };
    },

    async updateEducationPersona(user: User, persona: Schema<'EducationPersona'>): Promise<Schema<'EducationPersona'>> {
      const values = { education_level: persona.education_level, education_major: persona.education_major, updated_at: clock.now() };
      const [row] = await db
        .insert(educationPersonas)
        .values({ user_id: user.id, ...values })
        .onConflictDoUpdate({ target: educationPersonas.user_id, set: values })
        .returning(educationColumns);
      if (!row) throw new Error('the education persona was not saved');
      return row;
    },

    async professionPersona(user: User): Promise<Schema<'ProfessionPersona'>> {
      const [row] = await db.select(professionColumns).from(professionPersonas).where(eq(professionPersonas.user_id, user.id));
      return row ?? noProfession;
    },

    async updateProfessionPersona(user: User, persona: Schema<'ProfessionPersona'>): Promise<Schema<'ProfessionPersona'>> {
      const values = {
        years_of_experience: persona.years_of_experience,
        work_type: persona.work_type,
        role_type: persona.role_type,
        role_level: optionalText(persona.role_level) ?? null,
        role_area: optionalText(persona.role_area) ?? null,
        type_of_company: persona.type_of_company,
        salary_level: optionalText(persona.salary_level) ?? null,
        no_of_direct_reportees: persona.no_of_direct_reportees,
        updated_at: clock.now(),
      };
      const [row] = await db
        .insert(professionPersonas)
        .values({ user_id: user.id, ...values })
        .onConflictDoUpdate({ target: professionPersonas.user_id, set: values })
        .returning(professionColumns);
      if (!row) throw new Error('the profession persona was not saved');
      return row;
    },

    /**
     * The basic fields: names are required (trimmed), a field sent as null is cleared and one left out keeps
     * its value. The email is not a field here: it identifies the account and never changes.
     */
    async update(user: User, update: ProfileUpdate): Promise<Schema<'UserDetails'>> {
      const first_name = update.first_name.trim();
      const last_name = update.last_name.trim();
      if (!first_name) throw badRequest(accountMessages.firstNameRequired);
      if (!last_name) throw badRequest(accountMessages.lastNameRequired);
      // Kept as sent when the runtime knows it (it would name Asia/Kolkata by its old name, Asia/Calcutta).
      const time_zone = update.time_zone?.trim();
      if (time_zone !== undefined && !validTimeZone(time_zone)) throw badRequest(profileMessages.timeZoneUnknown);
      if (update.date_of_birth) {
        // "The future" is after the learner's own today, in the zone this update leaves them in.
        if (update.date_of_birth > localDate(clock.now(), time_zone ?? user.time_zone)) throw badRequest(profileMessages.dateOfBirthInFuture);
        if (update.date_of_birth < EARLIEST_BIRTH_DATE) throw badRequest(profileMessages.dateOfBirthTooEarly);
      }
      const phone = update.phone === undefined ? undefined : await storedPhone(user, update);
      const [row] = await db
        .update(users)
        .set({
          first_name,
          last_name,
          date_of_birth: update.date_of_birth,
          phone,
          country: update.country,
          city: optionalText(update.city),
          gender: update.gender,
          time_zone,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw notFound('Your account no longer exists.');
      return userDetails(row);
    },

    /**
     * A new photo (see preparePhoto for what is checked and done to it). It replaces the old one, whose
     * address then stops working; the new address is derived from the new bytes.
     */
    async uploadPhoto(user: Pick<User, 'id'>, upload: Upload | undefined): Promise<{ newPhotoURL: string }> {
      if (!upload) throw badRequest(profileMessages.photoMissing, 'MissingPhoto');
      const photo = await preparePhoto(upload.buffer);
      const url = photoUrl(user.id, photo.key);
      await db.transaction(async (tx) => {
        // One upload at a time per learner, so exactly one photo row stays.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await tx.delete(storedFiles).where(and(eq(storedFiles.user_id, user.id), eq(storedFiles.purpose, PHOTO_PURPOSE)));
        await tx.insert(storedFiles).values({
          user_id: user.id,
          purpose: PHOTO_PURPOSE,
          filename: `${photo.key}.${photo.contentType.slice('image/'.length)}`,
          content_type: photo.contentType,
          size: photo.content.length,
          content: photo.content,
          created_at: clock.now(),
        });
        await tx.update(users).set({ photo_url: url }).where(eq(users.id, user.id));
      });
      return { newPhotoURL: url };
    },

    /** A learner's current photo at its address; an old address, or one never given out, is unknown. */
    async photo(userId: number, key: string): Promise<{ content: Buffer; contentType: string }> {
      const [row] = await db
        .select({ content: storedFiles.content, contentType: storedFiles.content_type })
        .from(storedFiles)
        .innerJoin(users, eq(users.id, storedFiles.user_id))
        .where(and(eq(storedFiles.user_id, userId), eq(storedFiles.purpose, PHOTO_PURPOSE), eq(users.photo_url, photoUrl(userId, key))))
        .limit(1);
      if (!row) throw notFound('There is no such photo.');
      return row;
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
