import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { linkRoot, type LinkComponent } from '../link-component';

export interface NotFoundScreenProps {
  /** The unknown path the user asked for. */
  path: string;
  /** Where the Home link leads. */
  homeHref?: string;
  /** Router link used instead of a plain `<a>`, e.g. react-router's `Link`. */
  linkComponent?: LinkComponent;
}

/** The 404 page for unknown /user/... paths: the path and a way back Home. */
export function NotFoundScreen({
  path,
  homeHref = '/user/dashboard',
  linkComponent,
}: NotFoundScreenProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} align="center" ta="center" gap="md" py="xl">
      <Text fz="4rem" fw={800} lh={1} c="stride.7">
        404
      </Text>
      <Title order={1} id={headingId}>
        Page not found
      </Title>
      <Text>
        Nothing lives at <Code>{path}</Code>.
      </Text>
      <Button
        component="a"
        href={linkComponent ? undefined : homeHref}
        renderRoot={linkRoot(homeHref, linkComponent)}
      >
        Home
      </Button>
    </Stack>
  );
}
