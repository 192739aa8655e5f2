import { isApiError } from '@stride/api-sdk';

/**
 * What the group-members screen says beyond `customerMessages` of @stride/validation (shared with the
 * server), in the spec's words (docs/group-members.md).
 */
export const groupMembersMessages = {
  /** The member list could not be loaded. Ours. */
  listFailed: 'The list could not be loaded. Please try again later.',
  /** A group without members (docs/group-members.md). */
  noUsers: 'No Users in this Group',
  /** Add multiple users; only the screens check these. */
  atLeastTwo: 'Enter At-least 2 fields.',
  uniqueEmails: 'All emails should be unique.',
  /** A bulk group operation or user add the server refused without a reason (docs/group-members.md). */
  bulkFailed: 'Error Occurred',
  /** A bulk group operation or user add that got no answer (docs/group-members.md). */
  bulkThrown: 'An error occurred. Please try again later.',
} as const;

/** The spec's 6-second auto-clear of the screen's messages (docs/group-members.md). */
export const MESSAGE_CLEAR_MS = 6_000;

/**
 * What a failed user add, move, invite or remove says (docs/group-members.md): the server's message, or
 * "Error Occurred" when it gave none (or failed itself); "An error occurred. Please try again later." when
 * no answer came at all.
 */
export function bulkFailure(thrown: unknown): string {
  if (!isApiError(thrown)) return groupMembersMessages.bulkThrown;
  return thrown.messageOr(groupMembersMessages.bulkFailed);
}
