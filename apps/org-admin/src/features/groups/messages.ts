import { isApiError } from '@stride/api-sdk';

/** What the Group section says, word for word from the spec (docs/org-admin-app.md), spelling included. */
export const groupMessages = {
  /** Create and edit with a field left empty (§5). */
  fillAllFields: 'Please Enter all Fields',
  created: 'Group Created Successfuly!',
  /** A refused create without a reason of its own (§8). */
  createRefused: 'Error Occured',
  /** A create or a user add that got no answer at all (§8). */
  createThrown: 'An error occured. Please try again later.',
  updated: 'Details Updated Successfuly!',
  /** An update answered 500, 404 or 403 (§8); we also say it when no answer came. */
  updateFailed: 'Failed to create Group,Error Occured',
  /** Add several users (§5); the server checks uniqueness again. */
  atLeastTwo: 'Enter At-least 2 fields.',
  uniqueEmails: 'All emails should be unique.',
  /** A refused user add without a reason of its own, and one that got no answer (§8). */
  addRefused: 'Error Occurred',
  addThrown: 'An error occurred. Please try again later.',
  /** Ours: the group list could not be loaded. */
  listFailed: 'The groups could not be loaded. Please try again later.',
  /** Ours: an organisation or an admin without groups yet. */
  noGroups: 'No groups yet.',
} as const;

/** A failed create (§8): the server's reason, or "Error Occured" without one; no answer at all says to try later. */
export function createFailure(thrown: unknown): string {
  return isApiError(thrown) ? thrown.messageOr(groupMessages.createRefused) : groupMessages.createThrown;
}

/**
 * A failed update (§8): 500, 404 and 403 (and no answer) say "Failed to create Group,Error Occured". The spec
 * calls everything else a success; we show a refusal's own reason instead (a taken name, 409), since saying
 * "Details Updated Successfuly!" for a change the server did not make would mislead.
 */
export function updateFailure(thrown: unknown): string {
  if (!isApiError(thrown) || [403, 404].includes(thrown.status)) return groupMessages.updateFailed;
  return thrown.messageOr(groupMessages.updateFailed);
}

/** A failed user add (§8): the server's reason, or "Error Occurred"; no answer at all says to try later. */
export function addFailure(thrown: unknown): string {
  return isApiError(thrown) ? thrown.messageOr(groupMessages.addRefused) : groupMessages.addThrown;
}

/** Group messages hide after 4 s, user-add messages after 6 s (§9). */
export const GROUP_MESSAGE_MS = 4_000;
export const USERS_MESSAGE_MS = 6_000;
