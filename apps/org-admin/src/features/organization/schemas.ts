import { countryOptions, customerMessages, formatPhone, normalizeText, phoneCountryOf, phoneError, readPhone, textError } from '@stride/validation';
import type { Organization, OrganizationUpdate } from './api';

/** The Organization form: every field as its input holds it ('' for empty). */
export interface OrganizationValues {
  name: string;
  address: string;
  country: string;
  phone: string;
  gst_number: string;
}

/** Ours where the spec shows no message: the contract's GST number format, said plainly (the phone's is @stride/validation's). */
export const organizationFieldMessages = {
  gstNumber: 'A GST number is 15 letters and digits.',
} as const;

// The contract's gst_number pattern (openapi.yaml), checked here so the admin hears which field is wrong.
const GST_NUMBER = /^[0-9A-Z]{15}$/;

const isCountry = (value: string): value is OrganizationUpdate['country'] => countryOptions.some((option) => option.value === value);

/**
 * Name and country are required ('Please fill the details', the server's word for a blank name); name and
 * address follow the text rule the server applies (no control or direction characters); phone and GST
 * checked when given, the phone as the server reads it (a number without + is one of the chosen country).
 */
export const organizationRules = {
  name: (value: string) => textError(value, 'Name', { required: true, requiredMessage: customerMessages.fillDetails }),
  address: (value: string) => textError(value, 'Address', { kind: 'lines' }),
  country: (value: string) => (isCountry(value) ? null : customerMessages.fillDetails),
  phone: (value: string, values: OrganizationValues) => phoneError(value, phoneCountryOf(values.country)),
  gst_number: (value: string) => (!value.trim() || GST_NUMBER.test(value.trim().toUpperCase()) ? null : organizationFieldMessages.gstNumber),
};

export function organizationValues(organization: Organization): OrganizationValues {
  return {
    name: organization.name,
    address: organization.address ?? '',
    country: organization.country ?? '',
    phone: formatPhone(organization.phone),
    gst_number: organization.gst_number ?? '',
  };
}

const orNull = (value: string) => normalizeText(value) || null;

/** What the save sends: text as the server stores it (NFC, trimmed), blanks as null (cleared), the phone in E.164, the GST number in capitals. */
export function organizationBody(values: OrganizationValues): OrganizationUpdate {
  if (!isCountry(values.country)) throw new Error('The form validates the country before it saves.');
  const phone = readPhone(values.phone, phoneCountryOf(values.country));
  if (!phone.ok) throw new Error('The form validates the phone before it saves.');
  return {
    name: normalizeText(values.name),
    address: orNull(values.address),
    country: values.country,
    phone: phone.phone,
    gst_number: orNull(values.gst_number.toUpperCase()),
  };
}
