import { Anchor, Box, Group, Text } from '@mantine/core';
import { storedEmail } from '@stride/app-shell';
import { AppLayout, BrandLogo } from '@stride/ui';
import { Suspense, lazy } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';

// The menu and its popover load beside the first screen rather than inside it (first-page budget); the sign-in
// screen, the usual first page, has no bar at all.
const AccountMenu = lazy(async () => ({ default: (await import('../features/auth/components/account-menu')).AccountMenu }));

/** The page shell with the back office's top bar (docs/back-office-app.md); sign-in has no bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The spec keys the bar on the stored e-mail; the layout renders again on every navigation, so it stays current.
  // The sign-in page has no bar and reads nothing stored: it is drawn at build time too (docs/performance.md).
  const email = pathname === paths.login ? null : storedEmail();

  const siteLinks = !pathname.includes('/activity');
  // One line at every width (docs/phone-layouts.md): below `sm` Customer and Curriculum move into the e-mail's
  // menu, so the logo and the e-mail keep their place in the bar.
  const header = pathname === paths.login ? undefined : (
    <Group justify="space-between" w="100%" wrap="nowrap">
      <Box flex="none">
        <BrandLogo href={paths.curriculum} linkComponent={Link} />
      </Box>
      <Group gap="lg" wrap="nowrap">
        {siteLinks && (
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
            <Anchor component={Link} to={paths.customer}>
              Customer
            </Anchor>
            <Anchor component={Link} to={paths.curriculum}>
              Curriculum
            </Anchor>
          </Group>
        )}
        {email ? (
          <Suspense fallback={<Text size="sm">{email}</Text>}>
            <AccountMenu email={email} siteLinks={siteLinks} />
          </Suspense>
        ) : (
          <Anchor component={Link} to={paths.login}>
            Log in
          </Anchor>
        )}
      </Group>
    </Group>
  );
  return (
    <AppLayout header={header}>
      <Outlet />
    </AppLayout>
  );
}
