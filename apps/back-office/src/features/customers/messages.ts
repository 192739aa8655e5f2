import { isApiError } from '@stride/api-sdk';

/**
 * What the customer screens say beyond `customerMessages` of @stride/validation (shared with the server),
 * in the spec's words (docs/back-office-app.md).
 */
export const customerScreenMessages = {
  /** Non-200 on an add, and 500, 404 or 403 on an update. */
  failed: 'An error occured.',
  /** A list could not be loaded. Ours. */
  listFailed: 'The list could not be loaded. Please try again later.',
} as const;

/**
 * What a failed add or update says (docs/back-office-app.md): "An error occured." for a server failure, a missing
 * or forbidden record and no answer at all; otherwise the server's reason (a taken name, a bad address),
 * which the admin can act on.
 */
export function customerFailure(thrown: unknown): string {
  if (!isApiError(thrown) || thrown.status === 403 || thrown.status === 404) return customerScreenMessages.failed;
  return thrown.messageOr(customerScreenMessages.failed);
}

/** What people type in a team's form, by label: the text rule of @stride/validation checks them as the server does. */
export const teamTexts = { name: { label: 'Name' }, description: { label: 'Description', kind: 'lines' } } as const;

/** What people type in an organisation's form, by label. */
export const organizationTexts = { name: { label: 'Name' } } as const;
