import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page prerendered at build time is being hydrated (its first render must draw what the
 * build drew), true from the render after and in every page rendered in the browser alone. For what must
 * wait for the app's code, such as a form whose submit handler is not attached yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
