import { Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasFreshSession, storedEmail, storedUser } from '@stride/app-shell';
import { isAdministratorRole } from '@stride/validation';
import { AppLayout, BrandLogo } from '@stride/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { AdministratorMenu } from '../features/administrator/components/administrator-menu';
import { useLogout } from '../features/auth/api';

/** The screens of the signed-in administrator, which have the side menu. */
const MENU_PATHS: readonly string[] = [paths.administrator, paths.userDetails, paths.displayReport, paths.groupMembers];

/** The signed-in admin's email (from `sm` up: a phone's bar has room for Log out only) and Log out, or a Log in link. */
function AccountControls({ email }: { email: string | null }) {
  const logout = useLogout();
  if (!email)
    return (
      <Anchor component={Link} to={paths.login}>
        Log in
      </Anchor>
    );
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="sm" visibleFrom="sm">
        {email}
      </Text>
      <Button variant="subtle" onClick={() => void logout()}>
        Log out
      </Button>
    </Group>
  );
}

/**
 * The page shell (docs/phone-layouts.md): the top bar with the logo to /administrator and the account controls,
 * and on the administrator's screens the side menu, behind a burger below `sm`; sign-in has no bar.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  // The layout renders again on every navigation, so the stored email stays current after sign-in and out. The
  // sign-in page reads nothing stored: it is drawn at build time too (docs/performance.md).
  const email = pathname === paths.login ? null : storedEmail();
  // Only for a fresh administrator's session: the menu reads the session check, and a learner's or an expired
  // session is sent to sign-in without a call (administrator-outlet.tsx).
  const user = email === null ? null : storedUser();
  const withMenu = email !== null && user !== null && isAdministratorRole(user.role_id) && hasFreshSession() && MENU_PATHS.includes(pathname);
  const header =
    pathname === paths.login ? undefined : (
      <Group justify="space-between" w="100%" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          {withMenu && <Burger opened={menuOpened} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label="Menu" aria-expanded={menuOpened} />}
          <BrandLogo href={paths.administrator} linkComponent={Link} />
        </Group>
        <AccountControls email={email} />
      </Group>
    );
  return (
    <AppLayout header={header} navbar={withMenu ? <AdministratorMenu onNavigate={menu.close} /> : undefined} navbarLabel="Administrator" navbarOpened={menuOpened}>
      <Outlet />
    </AppLayout>
  );
}
