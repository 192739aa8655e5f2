import { Button, Menu } from '@mantine/core';
import { useLogout } from '../api';

/** The signed-in admin's e-mail, opening a menu with Logout (docs/back-office-app.md). */
export function AccountMenu({ email }: { email: string }) {
  const logout = useLogout();
  // Without the focus placeholder: a focusable presentation div inside role=menu fails axe (aria-required-children).
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="subtle">{email}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={logout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
