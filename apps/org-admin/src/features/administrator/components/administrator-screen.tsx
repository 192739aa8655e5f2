import { Box, Group, Loader, NavLink, Stack } from '@mantine/core';
import { useAdminRole } from '../../../lib/admin-role';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { AdministratorSection, AdministratorState } from '../../../lib/administrator-state';
import { chosenSection, sectionLabels, sectionsFor } from '../sections';

// Each section loads when it is first opened, so the Reports an admin lands on do not wait for the others.
const sectionScreens: Record<AdministratorSection, LazyExoticComponent<ComponentType>> = {
  reports: lazy(async () => ({ default: (await import('../../reports/components/reports-section')).ReportsSection })),
  organization: lazy(async () => ({ default: (await import('../../organization/components/organization-section')).OrganizationSection })),
  group: lazy(async () => ({ default: (await import('../../groups/components/groups-section')).GroupsSection })),
  user: lazy(async () => ({ default: (await import('../../users/components/users-section')).UsersSection })),
  search: lazy(async () => ({ default: (await import('../../search/components/search-section')).SearchSection })),
};

/**
 * /administrator (docs/org-admin-app.md): the side menu of the sections the signed-in role may see
 * (Reports, Organization, Group, User, Search for roles 3-6; Reports, Group, Search for role 2) and the
 * section named in navigation state.
 */
export function AdministratorScreen() {
  const { state } = useLocation();
  const roleId = useAdminRole();
  const section = chosenSection(roleId, state);
  const Section = sectionScreens[section];

  return (
    // The section pads itself (PageSection); the menu takes the same padding so both start level.
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Stack component="nav" aria-label="Administrator" gap={4} w={200} py="md" style={{ flexShrink: 0 }}>
        {sectionsFor(roleId).map((item) => (
          <NavLink
            key={item}
            component={Link}
            to={paths.administrator}
            state={{ section: item } satisfies AdministratorState}
            label={sectionLabels[item]}
            active={item === section}
            aria-current={item === section ? 'page' : undefined}
          />
        ))}
      </Stack>
      <Box style={{ flexGrow: 1, minWidth: 0 }}>
        <Suspense fallback={<Loader aria-label={`Loading ${sectionLabels[section]}`} />}>
          <Section />
        </Suspense>
      </Box>
    </Group>
  );
}
