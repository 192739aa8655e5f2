import type { ReactNode } from 'react';
import classes from './app-layout.module.css';

export interface AppLayoutProps {
  /** Top bar content (logo, links, menus), placed in the banner landmark; omit to hide the bar. */
  header?: ReactNode;
  /** Side navigation, placed in a navigation landmark; omit for pages without one. */
  navbar?: ReactNode;
  /** Accessible name of the side navigation landmark. */
  navbarLabel?: string;
  /** Whether the side navigation is open below the `sm` breakpoint (always shown above it). */
  navbarOpened?: boolean;
  /** Page content, rendered in `<main id="main-content">`. */
  children: ReactNode;
}

// react-remove-scroll's class for fixed elements: while a modal locks the page's scroll, it moves them by the
// scrollbar's width so the bar does not jump (what Mantine's AppShell does).
const SCROLL_LOCK_OFFSET = 'right-scroll-bar-position';

/**
 * Page shell: skip link, optional header and side navigation, and the main landmark. Plain elements laid out
 * like Mantine's AppShell (fixed 60 px bar, 240 px navigation from `sm` up), without its resizing and media
 * style machinery, which would sit on every first page.
 */
export function AppLayout({
  header,
  navbar,
  navbarLabel = 'Sidebar',
  navbarOpened = false,
  children,
}: AppLayoutProps) {
  return (
    <div className={classes.root} data-with-header={header ? true : undefined} data-with-navbar={navbar ? true : undefined}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {header && <header className={`${classes.header} ${SCROLL_LOCK_OFFSET}`}>{header}</header>}
      {navbar && (
        <nav className={classes.navbar} aria-label={navbarLabel} data-opened={navbarOpened || undefined}>
          {navbar}
        </nav>
      )}
      {/* tabIndex -1 lets the skip link move focus here, not just scroll. */}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </div>
  );
}
