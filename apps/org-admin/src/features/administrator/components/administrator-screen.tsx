import { Loader } from '@mantine/core';
import { useAdminRole } from '../../../lib/admin-role';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import type { AdministratorSection } from '../../../lib/administrator-state';
import { chosenSection, sectionLabels } from '../sections';

// Each section loads when it is first opened, so the Reports an admin lands on do not wait for the others.
const sectionScreens: Record<AdministratorSection, LazyExoticComponent<ComponentType>> = {
  reports: lazy(async () => ({ default: (await import('../../reports/components/reports-section')).ReportsSection })),
  organization: lazy(async () => ({ default: (await import('../../organization/components/organization-section')).OrganizationSection })),
  group: lazy(async () => ({ default: (await import('../../groups/components/groups-section')).GroupsSection })),
  user: lazy(async () => ({ default: (await import('../../users/components/users-section')).UsersSection })),
  search: lazy(async () => ({ default: (await import('../../search/components/search-section')).SearchSection })),
};

/**
 * /administrator (docs/org-admin-app.md): the section named in navigation state, of those the signed-in role may
 * see (Reports, Organization, Group, User, Search for roles 3-6; Reports, Group, Search for role 2). Their menu
 * is the page shell's side navigation (AdministratorMenu).
 */
export function AdministratorScreen() {
  const { state } = useLocation();
  const section = chosenSection(useAdminRole(), state);
  const Section = sectionScreens[section];
  return (
    <Suspense fallback={<Loader aria-label={`Loading ${sectionLabels[section]}`} />}>
      <Section />
    </Suspense>
  );
}
