import { Anchor, Group } from '@mantine/core';
import { AppLayout, BrandLogo } from '@stride/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';

// The top bar is hidden on these screens (personal-social-orgadmin §2).
const BAR_HIDDEN = ['login', 'admin', 'signup', 'forgot-password', 'reset-password', 'confirm', 'cb', 'activity', 'post-login'];

export function isTopBarHidden(pathname: string): boolean {
  return pathname === '/analytical-dashboard' || BAR_HIDDEN.some((part) => pathname.includes(part));
}

/** The page shell with the top bar; the full bar (bell, profile menu, drawer) is built in the accounts issue. */
export function RootLayout() {
  const { pathname } = useLocation();
  const header = isTopBarHidden(pathname) ? undefined : (
    <Group justify="space-between" w="100%">
      <BrandLogo href={paths.dashboard} linkComponent={Link} />
      <Group component="nav" aria-label="Main" gap="lg">
        <Anchor component={Link} to={paths.programs}>
          Programs
        </Anchor>
      </Group>
    </Group>
  );
  return (
    <AppLayout header={header}>
      <Outlet />
    </AppLayout>
  );
}
