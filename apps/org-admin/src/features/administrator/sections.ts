import { isOrganisationAdminLevel } from '@stride/validation';
import type { AdministratorSection, AdministratorState } from '../../lib/administrator-state';

export const sectionLabels: Record<AdministratorSection, string> = {
  reports: 'Reports',
  organization: 'Organization',
  group: 'Group',
  user: 'User',
  search: 'Search',
};

/** The sections a role sees, in the side menu's order: Organization and User only for roles 3-6. */
export function sectionsFor(roleId: number): AdministratorSection[] {
  return isOrganisationAdminLevel(roleId) ? ['reports', 'organization', 'group', 'user', 'search'] : ['reports', 'group', 'search'];
}

/** The section to show: the one asked for when the role may see it, otherwise the first. */
export function chosenSection(roleId: number, state: unknown): AdministratorSection {
  const allowed = sectionsFor(roleId);
  const asked = (state as AdministratorState | null)?.section;
  return asked && allowed.includes(asked) ? asked : 'reports';
}
