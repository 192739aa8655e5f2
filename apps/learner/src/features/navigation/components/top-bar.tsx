import { ActionIcon, Anchor, Avatar, Burger, Drawer, Group, Menu, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { storedUser } from '@stride/app-shell';
import { BrandLogo } from '@stride/ui';
import { isAdministratorRole } from '@stride/validation';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { navigationQueries, useLogout } from '../api';
import { NotificationsBell } from './notifications-bell';

// The search dialog loads when first opened, not with the bar.
const ActivitySearchDialog = lazy(async () => ({ default: (await import('./activity-search')).ActivitySearchDialog }));

/**
 * The learner top bar (docs/learner-accounts.md): logo to the dashboard, Programs, the search of completed
 * activities (also Ctrl+K or ⌘K), the bell and the profile menu; below the `sm` breakpoint a drawer holds the
 * same destinations.
 */
export function TopBar() {
  const user = storedUser();
  const logout = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [searchOpened, searchDialog] = useDisclosure(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const openSearch = () => {
    setSearchLoaded(true);
    searchDialog.open();
  };
  useHotkeys(user ? [['mod+K', openSearch]] : []);
  useLocation(); // re-render on navigation, so sign-in and sign-out show at once
  const session = useQuery({ ...navigationQueries.session(), enabled: false });

  if (!user) {
    return (
      <Group justify="space-between" w="100%">
        <BrandLogo href={paths.dashboard} linkComponent={Link} />
        <Anchor component={Link} to={paths.login}>
          Log in
        </Anchor>
      </Group>
    );
  }

  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  // The photo from the session the protected routes already asked for: read from the cache only, never asked
  // here, so a public page with an outdated session is not sent to sign-in. A new photo shows once saved.
  const photoUrl = session.data?.photo_url ?? null;
  return (
    <Group justify="space-between" w="100%" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger hiddenFrom="sm" opened={drawerOpened} onClick={drawer.toggle} aria-label="Open navigation" size="sm" />
        <BrandLogo href={paths.dashboard} linkComponent={Link} />
      </Group>
      <Group gap="md" wrap="nowrap">
        <Group component="nav" aria-label="Main" visibleFrom="sm">
          <Anchor component={Link} to={paths.programs}>
            Programs
          </Anchor>
        </Group>
        <ActionIcon variant="subtle" size="lg" aria-label="Search completed activities" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={openSearch}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </ActionIcon>
        <NotificationsBell />
        {/* Without the focus placeholder: a focusable presentation div inside role=menu fails axe (aria-required-children). */}
        <Menu position="bottom-end" width={200} withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <UnstyledButton visibleFrom="sm">
              {/* The visible name is the button's accessible name (WCAG 2.5.3); the initials are decoration. */}
              <Group gap="xs" wrap="nowrap">
                <Avatar src={photoUrl} alt="" color="stride" radius="xl" size="md" aria-hidden="true">
                  {initials}
                </Avatar>
                <Text size="sm" fw={500}>
                  {user.first_name} {user.last_name}
                </Text>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.profile}>
              Profile
            </Menu.Item>
            <Menu.Item component={Link} to={paths.journal}>
              Journal
            </Menu.Item>
            {isAdministratorRole(user.role_id) && (
              <Menu.Item component="a" href={`${env.orgAdminUrl}/administrator`}>
                Administrator
              </Menu.Item>
            )}
            <Menu.Item component={Link} to={paths.support}>
              Support
            </Menu.Item>
            <Menu.Item onClick={() => void logout()}>Logout</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menu" size="xs" hiddenFrom="sm">
        <Stack component="nav" aria-label="Mobile" gap={0} onClick={drawer.close}>
          <NavLink component={Link} to={paths.profile} label="Profile" />
          <NavLink component={Link} to={paths.programs} label="Programs" />
          <NavLink component={Link} to={paths.journal} label="Journal" />
          <NavLink component={Link} to={paths.support} label="Support" />
          <NavLink component="button" label="Logout" onClick={() => void logout()} />
        </Stack>
      </Drawer>
      {searchLoaded && (
        <Suspense fallback={null}>
          <ActivitySearchDialog opened={searchOpened} onClose={searchDialog.close} />
        </Suspense>
      )}
    </Group>
  );
}
