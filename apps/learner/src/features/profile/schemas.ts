import type { Body, Schema } from '@stride/api-sdk';
import { nameError, normalizeText, phoneCountryOf, phoneError, PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES, profileMessages, readPhone, splitPhone, textRule } from '@stride/validation';
import type { PhoneCountry } from './messages';

type UpdateUserBody = Body<'updateUser'>;

/** The My Profile form: every field as its input holds it ('' for empty). */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  phone_country: PhoneCountry;
  phone_number: string;
  country: string;
  city: string;
  gender: string;
  years_of_experience: string;
  work_type: string;
  role_type: string;
  role_level: string;
  role_area: string;
  type_of_company: string;
  salary_level: string;
  no_of_direct_reportees: string;
  education_level: string;
  education_major: string;
}

/** The bodies of the save's three calls (the photo travels apart). */
export interface ProfileBodies {
  basic: UpdateUserBody;
  profession: Schema<'ProfessionPersona'>;
  education: Schema<'EducationPersona'>;
}

/** The names as the spec words them, and every typed field within the text rule the server applies (no control or direction characters). */
export const profileRules = {
  first_name: (value: string) => nameError(value, 'first'),
  last_name: (value: string) => nameError(value, 'last'),
  city: textRule('City'),
  role_level: textRule('Role level'),
  role_area: textRule('Role area'),
  salary_level: textRule('Salary level'),
  // As the server reads it: a number typed without + is one of the chosen phone country.
  phone_number: (value: string, values: ProfileValues) => phoneError(value, values.phone_country),
};

/** A stored phone as the picker's country and the rest of the number; with none, the learner's own country, else India. */
function phoneValues(details: Schema<'UserDetails'>): Pick<ProfileValues, 'phone_country' | 'phone_number'> {
  const { country, number } = splitPhone(details.phone);
  return { phone_country: country ?? phoneCountryOf(details.country) ?? 'in', phone_number: number };
}

const text = (value: string | null) => value ?? '';
/** A field as the server stores it (NFC, trimmed), or null when blank (cleared). */
const orNull = <T extends string>(value: string) => (normalizeText(value) === '' ? null : (normalizeText(value) as T));

/** The form's values from what the server has. */
export function profileValues(details: Schema<'UserDetails'>, profession: Schema<'ProfessionPersona'>, education: Schema<'EducationPersona'>): ProfileValues {
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    date_of_birth: text(details.date_of_birth),
    ...phoneValues(details),
    country: text(details.country),
    city: text(details.city),
    gender: text(details.gender),
    ...(Object.fromEntries(Object.entries(profession).map(([key, value]) => [key, text(value)])) as Record<keyof Schema<'ProfessionPersona'>, string>),
    education_level: text(education.education_level),
    education_major: text(education.education_major),
  };
}

/** What the three calls send: empty fields are null (cleared), text NFC-normalised and trimmed, the phone in E.164. */
export function profileBodies(values: ProfileValues): ProfileBodies {
  const phone = readPhone(values.phone_number, values.phone_country);
  if (!phone.ok) throw new Error('The form validates the phone before it saves.');
  return {
    basic: {
      first_name: normalizeText(values.first_name),
      last_name: normalizeText(values.last_name),
      date_of_birth: orNull(values.date_of_birth),
      phone: phone.phone,
      country: orNull<Schema<'Country'>>(values.country),
      city: orNull(values.city),
      gender: orNull<Schema<'Gender'>>(values.gender),
    },
    profession: {
      years_of_experience: orNull(values.years_of_experience),
      work_type: orNull(values.work_type),
      role_type: orNull(values.role_type),
      role_level: orNull(values.role_level),
      role_area: orNull(values.role_area),
      type_of_company: orNull(values.type_of_company),
      salary_level: orNull(values.salary_level),
      no_of_direct_reportees: orNull(values.no_of_direct_reportees),
    },
    education: { education_level: orNull(values.education_level), education_major: orNull(values.education_major) },
  };
}

/** The client's own check of a chosen photo (the server checks again by content): type and the 1 MB limit. */
export function photoError(file: File): string | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return profileMessages.photoNotAnImage;
  if (file.size > PHOTO_MAX_BYTES) return `${profileMessages.photoTooLarge}${profileMessages.photoTooLargeSuffix}`;
  return null;
}
