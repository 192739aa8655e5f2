import { countryOptions, customerMessages } from '@stride/validation';
import type { Organization, OrganizationUpdate } from './api';

/** The Organization form: every field as its input holds it ('' for empty). */
export interface OrganizationValues {
  name: string;
  address: string;
  country: string;
  phone: string;
  gst_number: string;
}

/** Ours where the spec shows no message: the contract's phone and GST number formats, said plainly. */
export const organizationFieldMessages = {
  phone: 'Enter the phone with its country code, e.g. +919876543210.',
  gstNumber: 'A GST number is 15 letters and digits.',
} as const;

// The contract's Phone and gst_number patterns (openapi.yaml), checked here so the admin hears which field is wrong.
const PHONE = /^\+(91|1|44|61|65|49|852)[0-9]{6,12}$/;
const GST_NUMBER = /^[0-9A-Z]{15}$/;
const compactPhone = (value: string) => value.replace(/[\s()-]/g, '');

const isCountry = (value: string): value is OrganizationUpdate['country'] => countryOptions.some((option) => option.value === value);

/** Name and country are required ('Please fill the details', the server's word for a blank name); phone and GST checked when given. */
export const organizationRules = {
  name: (value: string) => (value.trim() ? null : customerMessages.fillDetails),
  country: (value: string) => (isCountry(value) ? null : customerMessages.fillDetails),
  phone: (value: string) => (!value.trim() || PHONE.test(compactPhone(value)) ? null : organizationFieldMessages.phone),
  gst_number: (value: string) => (!value.trim() || GST_NUMBER.test(value.trim().toUpperCase()) ? null : organizationFieldMessages.gstNumber),
};

export function organizationValues(organization: Organization): OrganizationValues {
  return {
    name: organization.name,
    address: organization.address ?? '',
    country: organization.country ?? '',
    phone: organization.phone ?? '',
    gst_number: organization.gst_number ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the save sends: text trimmed, blanks as null (cleared), the phone without spaces, the GST number in capitals. */
export function organizationBody(values: OrganizationValues): OrganizationUpdate {
  if (!isCountry(values.country)) throw new Error('The form validates the country before it saves.');
  return {
    name: values.name.trim(),
    address: orNull(values.address),
    country: values.country,
    phone: orNull(compactPhone(values.phone)),
    gst_number: orNull(values.gst_number.toUpperCase()),
  };
}
