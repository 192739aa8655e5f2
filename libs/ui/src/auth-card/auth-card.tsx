import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { BrandLogo } from '../brand-logo';

export interface AuthCardProps {
  /** Screen heading (the page's h1), e.g. "Log in". */
  title: string;
  /** Short line under the heading. */
  subtitle?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Content under the card, e.g. links to sign up or reset the password. */
  footer?: ReactNode;
}

/**
 * Card for the sign-in and sign-up screens, centred across and held near the top. Render it inside
 * AppLayout, which provides the main landmark.
 *
 * Not centred vertically: there, anything that grows after the first paint (the browser painting a page it
 * has half parsed, a button that waits for an answer from the server) would move the whole card, a layout
 * shift Lighthouse counts whenever the machine is busy. Held at the top, the card only grows downwards.
 */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const headingId = useId();
  return (
    <Box mih="100dvh" p="md" pt="12vh" bg="gray.0">
      <Stack w="100%" maw={420} mx="auto" gap="lg" align="stretch">
        <Center>
          <BrandLogo size="lg" />
        </Center>
        <Paper component="section" aria-labelledby={headingId} withBorder shadow="sm" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2" id={headingId}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text component="div" ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
