import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phone numbers (docs/domain-rules.md, Phone numbers: profile, organisation and new admins), shared
 * by the screens and the server (docs/domain-rules.md, Phone numbers). People type a number the way they
 * write it; libphonenumber-js reads it and it is stored in E.164 (`+918041235678`). The messages are ours:
 * the spec shows none.
 */
export const phoneMessages = {
  invalid: 'Enter a valid phone number, such as +91 80 4123 5678.',
  countryNotAllowed: 'Enter a phone number from India, the USA, the UK, Canada, Australia, Singapore, Germany or Hong Kong.',
} as const;

/**
 * The characters people type in a phone number: digits, spaces, dashes, brackets, dots, and a + in front.
 * The contract's Phone schema has the same pattern and maxLength (openapi.yaml), so anything else is a 400
 * before the number is read.
 */
export const PHONE_TEXT_PATTERN = /^ *\+?[0-9 ().-]*$/;
export const PHONE_TEXT_MAX_LENGTH = 30;

/** The spec's phone country codes (docs/domain-rules.md) by the contract's Country. */
export const phoneCountryOfCountry = {
  india: 'in',
  usa: 'us',
  uk: 'gb',
  canada: 'ca',
  australia: 'au',
  singapore: 'sg',
  germany: 'de',
  hong_kong: 'hk',
} as const;
export type PhoneCountryCountry = keyof typeof phoneCountryOfCountry;
export type PhoneCountryCode = (typeof phoneCountryOfCountry)[PhoneCountryCountry];

const PHONE_COUNTRY_CODES: readonly string[] = Object.values(phoneCountryOfCountry);
const isPhoneCountryCode = (code: string | undefined): code is PhoneCountryCode => code !== undefined && PHONE_COUNTRY_CODES.includes(code);

/** The phone country of a Country (null, unknown or anything else: none). */
export function phoneCountryOf(country: string | null | undefined): PhoneCountryCode | null {
  return country && Object.hasOwn(phoneCountryOfCountry, country) ? phoneCountryOfCountry[country as PhoneCountryCountry] : null;
}

export type PhoneReading = { ok: true; phone: string | null } | { ok: false; message: string };

/**
 * Reads a typed phone number: blank is no number (null); otherwise it must be made of the characters people
 * type, be a number libphonenumber-js calls valid, and belong to one of the spec's countries. A number
 * without a + is read as one of `defaultCountry`; with none, only a number with its + and country code is.
 * Answers the number in E.164.
 */
export function readPhone(text: string | null | undefined, defaultCountry?: PhoneCountryCode | null): PhoneReading {
  if (text == null || text.trim() === '') return { ok: true, phone: null };
  if (text.length > PHONE_TEXT_MAX_LENGTH || !PHONE_TEXT_PATTERN.test(text)) return { ok: false, message: phoneMessages.invalid };
  const number = parsePhoneNumberFromString(text, defaultCountry ? (defaultCountry.toUpperCase() as CountryCode) : undefined);
  if (!number?.isValid()) return { ok: false, message: phoneMessages.invalid };
  if (!isPhoneCountryCode(number.country?.toLowerCase())) return { ok: false, message: phoneMessages.countryNotAllowed };
  return { ok: true, phone: number.number };
}

/** The message for a typed phone number, or null when it is blank or valid (see readPhone). */
export function phoneError(text: string | null | undefined, defaultCountry?: PhoneCountryCode | null): string | null {
  const reading = readPhone(text, defaultCountry);
  return reading.ok ? null : reading.message;
}

/** A stored number as people read it, in international form (`+91 80 4123 5678`); anything unreadable as stored, null as ''. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/**
 * A stored number split for a form with a country picker: the spec's country it belongs to and the rest in
 * international grouping (`in`, `98450 11223`). A number of no such country, or unreadable, keeps all of
 * it in `number`, with no country.
 */
export function splitPhone(stored: string | null | undefined): { country: PhoneCountryCode | null; number: string } {
  if (!stored) return { country: null, number: '' };
  const parsed = parsePhoneNumberFromString(stored);
  const country = parsed?.country?.toLowerCase();
  if (!parsed || !isPhoneCountryCode(country)) return { country: null, number: formatPhone(stored) };
  const international = parsed.formatInternational();
  const prefix = `+${parsed.countryCallingCode} `;
  return { country, number: international.startsWith(prefix) ? international.slice(prefix.length) : international };
}
