import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdminRole } from '../../../lib/admin-role';
import type { AdministratorState } from '../../../lib/administrator-state';
import { chosenSection, sectionLabels, sectionsFor } from '../sections';

/**
 * The administrator's side menu (docs/org-admin-app.md): the sections the signed-in role may see, each a link
 * to /administrator naming its section in navigation state. The page shell places it: beside the page from
 * `sm` up, in the burger's drawer below (docs/phone-layouts.md). `onNavigate` closes that drawer.
 */
export function AdministratorMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, state } = useLocation();
  const roleId = useAdminRole();
  // Only /administrator shows a section; on the other screens no entry is the current one.
  const section = pathname === paths.administrator ? chosenSection(roleId, state) : null;
  return sectionsFor(roleId).map((item) => (
    <NavLink
      key={item}
      component={Link}
      to={paths.administrator}
      state={{ section: item } satisfies AdministratorState}
      label={sectionLabels[item]}
      active={item === section}
      aria-current={item === section ? 'page' : undefined}
      onClick={onNavigate}
    />
  ));
}
