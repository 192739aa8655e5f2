import { AppLayout, BrandLogo } from '@stride/ui';
import { Link, Outlet } from 'react-router';
import { paths } from '../config/paths';

/** The page shell with the top bar; the administrator side menu comes with the administrator screens. */
export function RootLayout() {
  return (
    <AppLayout header={<BrandLogo href={paths.administrator} linkComponent={Link} />}>
      <Outlet />
    </AppLayout>
  );
}
