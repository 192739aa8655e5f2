import { isOrganisationAdminLevel } from '@stride/validation';

/**
 * The administrator screen's sections (personal-social-orgadmin §2, §6). The section shown is chosen through
 * navigation state, as the spec says, so a link or a screen that sends the admin back names its section.
 */
export type AdministratorSection = 'reports' | 'organization' | 'group' | 'user' | 'search';

/** Navigation state of /administrator: the section to show (Reports when none is given). */
export interface AdministratorState {
  section?: AdministratorSection;
}

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
