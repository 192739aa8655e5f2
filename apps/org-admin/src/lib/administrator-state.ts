/**
 * The administrator screen's sections (docs/org-admin-app.md). The section shown is chosen through
 * navigation state, as the spec says, so a link or a screen that sends the admin back names its section.
 * Here rather than in `features/administrator` because the screens that send the admin back belong to other
 * features (decision 0011).
 */
export type AdministratorSection = 'reports' | 'organization' | 'group' | 'user' | 'search';

/** Navigation state of /administrator: the section to show (Reports when none is given). */
export interface AdministratorState {
  section?: AdministratorSection;
}
