import { AppLayout, BrandLogo } from '@stride/ui';
import { Suspense, lazy } from 'react';
import { Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';

// The bar's menus and drawer load beside the first screen rather than inside it (first-page budget).
const loadTopBar = () => import('../features/navigation/components/top-bar');
const TopBar = lazy(async () => ({ default: (await loadTopBar()).TopBar }));

/** The layout route's loader: the bar's code starts loading with the screen's, not after the screen has rendered. */
export function preloadTopBar({ request }: LoaderFunctionArgs) {
  if (!isTopBarHidden(new URL(request.url).pathname)) void loadTopBar();
  return null;
}

// The top bar is hidden on these screens (docs/learner-accounts.md). The spec's "admin" means the /admin/… screens:
// matched anywhere, it took the bar from the learner's own /team/admin (issue 27).
const BAR_HIDDEN = ['login', 'signup', 'forgot-password', 'reset-password', 'confirm', 'cb', 'activity', 'post-login'];

export function isTopBarHidden(pathname: string): boolean {
  return pathname === '/analytical-dashboard' || pathname.startsWith('/admin/') || BAR_HIDDEN.some((part) => pathname.includes(part));
}

/** The page shell: the top bar where the spec shows it, and the screen. */
export function RootLayout() {
  const { pathname } = useLocation();
  const header = isTopBarHidden(pathname) ? undefined : (
    <Suspense fallback={<BrandLogo />}>
      <TopBar />
    </Suspense>
  );
  return (
    <AppLayout header={header}>
      <Outlet />
    </AppLayout>
  );
}
