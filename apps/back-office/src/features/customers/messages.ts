import { isApiError } from '@stride/api-sdk';

/**
 * What the customer screens say beyond `customerMessages` of @stride/validation (shared with the server),
 * in the spec's words (back-office §8, §9).
 */
export const customerScreenMessages = {
  /** Non-200 on an add, and 500, 404 or 403 on an update. */
  failed: 'An error occured.',
  /** A list could not be loaded. Ours. */
  listFailed: 'The list could not be loaded. Please try again later.',
  /** The group users table without members (back-office §2). */
  noUsers: 'No Users in this Group',
  /** Add multiple users (back-office §5, personal-social-orgadmin §5); only the screens check these. */
  atLeastTwo: 'Enter At-least 2 fields.',
  uniqueEmails: 'All emails should be unique.',
  /** A bulk group operation or user add the server refused without a reason (back-office §8). */
  bulkFailed: 'Error Occurred',
  /** A bulk group operation or user add that got no answer (back-office §8). */
  bulkThrown: 'An error occurred. Please try again later.',
} as const;

/**
 * What a failed add or update says (back-office §8): "An error occured." for a server failure, a missing
 * or forbidden record and no answer at all; otherwise the server's reason (a taken name, a bad address),
 * which the admin can act on.
 */
export function customerFailure(thrown: unknown): string {
  if (!isApiError(thrown) || thrown.status === 403 || thrown.status === 404) return customerScreenMessages.failed;
  return thrown.messageOr(customerScreenMessages.failed);
}

/**
 * What a failed user add, move, invite or remove says (back-office §8): the server's message, or
 * "Error Occurred" when it gave none (or failed itself); "An error occurred. Please try again later." when
 * no answer came at all.
 */
export function bulkFailure(thrown: unknown): string {
  if (!isApiError(thrown)) return customerScreenMessages.bulkThrown;
  return thrown.messageOr(customerScreenMessages.bulkFailed);
}
