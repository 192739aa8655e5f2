import { Center, Loader, VisuallyHidden } from '@mantine/core';

export interface FullPageLoaderProps {
  /** Text announced to screen readers while loading. */
  label?: string;
}

/** Centred spinner for a whole page (lazy routes, the session check); announced as a status. */
export function FullPageLoader({ label = 'Loading…' }: FullPageLoaderProps) {
  return (
    <Center mih="100dvh" role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
