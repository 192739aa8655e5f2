import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/AppShell.css';
import { AppShell } from '@mantine/core';
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

/** Page shell: skip link, optional header and side navigation, and the main landmark. */
export function AppLayout({
  header,
  navbar,
  navbarLabel = 'Sidebar',
  navbarOpened = false,
  children,
}: AppLayoutProps) {
  return (
    <AppShell
      padding="md"
      header={header ? { height: 60 } : undefined}
      navbar={
        navbar ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } } : undefined
      }
    >
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      {header && (
        <AppShell.Header px="md" display="flex" style={{ alignItems: 'center' }}>
          {header}
        </AppShell.Header>
      )}
      {navbar && (
        <AppShell.Navbar p="md" aria-label={navbarLabel}>
          {navbar}
        </AppShell.Navbar>
      )}
      {/* tabIndex -1 lets the skip link move focus here, not just scroll. */}
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
