import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogout } from '../api';

/**
 * The signed-in admin's e-mail, opening a menu with Logout (docs/back-office-app.md). With `siteLinks`, below `sm`
 * the menu also holds Customer and Curriculum, which the bar shows only from `sm` up (docs/phone-layouts.md).
 */
export function AccountMenu({ email, siteLinks = false }: { email: string; siteLinks?: boolean }) {
  const logout = useLogout();
  // Without the focus placeholder: a focusable presentation div inside role=menu fails axe (aria-required-children).
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle">{email}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {siteLinks && (
          <>
            <Menu.Item component={Link} to={paths.customer} hiddenFrom="sm">
              Customer
            </Menu.Item>
            <Menu.Item component={Link} to={paths.curriculum} hiddenFrom="sm">
              Curriculum
            </Menu.Item>
          </>
        )}
        <Menu.Item onClick={logout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
