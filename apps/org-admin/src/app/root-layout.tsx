import { Anchor, Button, Group, Text } from '@mantine/core';
import { storedEmail } from '@stride/app-shell';
import { AppLayout, BrandLogo } from '@stride/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/api';

/** The signed-in admin's email and Log out, or a Log in link. */
function AccountControls() {
  const logout = useLogout();
  // The layout renders again on every navigation, so the stored email stays current after sign-in and out.
  const email = storedEmail();
  if (!email)
    return (
      <Anchor component={Link} to={paths.login}>
        Log in
      </Anchor>
    );
  return (
    <Group gap="sm">
      <Text size="sm">{email}</Text>
      <Button variant="subtle" onClick={() => void logout()}>
        Log out
      </Button>
    </Group>
  );
}

/** The page shell with the top bar: the logo to /administrator and the account controls; sign-in has no bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const header =
    pathname === paths.login ? undefined : (
      <Group justify="space-between" w="100%">
        <BrandLogo href={paths.administrator} linkComponent={Link} />
        <AccountControls />
      </Group>
    );
  return (
    <AppLayout header={header}>
      <Outlet />
    </AppLayout>
  );
}
