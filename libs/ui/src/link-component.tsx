import type { ComponentType, ReactNode } from 'react';

/**
 * A router link such as react-router's `Link`, so screens navigate without a page reload.
 * It receives `to` the way react-router expects; libs/ui itself stays router-free.
 */
export type LinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

/** Mantine `renderRoot` that swaps the plain `<a>` for the app's router link. */
export function linkRoot(to: string, Link: LinkComponent | undefined) {
  if (!Link) return undefined;
  return function LinkRoot(props: Record<string, unknown>) {
    return <Link to={to} {...props} />;
  };
}
