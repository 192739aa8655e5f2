import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Menu.css';
import { Anchor, Button, Group, Menu } from '@mantine/core';
import { storedEmail } from '@stride/app-shell';
import { AppLayout, BrandLogo } from '@stride/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useLogout } from '../features/auth/api';

/** The page shell with the back office's top bar (back-office §2); sign-in has no bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const logout = useLogout();
  // The spec keys the bar on the stored e-mail; the layout renders again on every navigation, so it stays current.
  const email = storedEmail();

  const header = pathname === paths.login ? undefined : (
    <Group justify="space-between" w="100%">
      <BrandLogo href={paths.curriculum} linkComponent={Link} />
      <Group gap="lg">
        {!pathname.includes('/activity') && (
          <Group component="nav" aria-label="Main" gap="lg">
            <Anchor component={Link} to={paths.customer}>
              Customer
            </Anchor>
            <Anchor component={Link} to={paths.curriculum}>
              Curriculum
            </Anchor>
          </Group>
        )}
        {/* Without the focus placeholder: a focusable presentation div inside role=menu fails axe (aria-required-children). */}
        {email ? (
          <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button variant="subtle">{email}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={logout}>Logout</Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
