import { isApiError } from '@stride/api-sdk';
import { FULL_ADMIN_LEVEL, organisationAdminLevelLabel } from '@stride/validation';

/** What the Organization section says (docs/org-admin-app.md), word for word. */
export const organizationMessages = {
  saved: 'Data Saved Successfully!',
  failed: 'Internal server Error, Try Again Later!',
  /** Ours: to an admin whose level reads the details (docs/organisation-admins.md). */
  readOnly: `Your admin level can see these details; an ${organisationAdminLevelLabel(FULL_ADMIN_LEVEL)} of your organization changes them.`,
} as const;

/**
 * What a failed save says: the server's own reason for a refusal the admin can fix (400: a blank or malformed
 * field; 409: the name is another organisation's), otherwise the spec's "Internal server Error, Try Again Later!".
 */
export function saveFailure(thrown: unknown): string {
  return isApiError(thrown) && (thrown.status === 400 || thrown.status === 409) ? thrown.messageOr(organizationMessages.failed) : organizationMessages.failed;
}
