import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
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
 * Centred card for the sign-in and sign-up screens. Render it inside AppLayout, which
 * provides the main landmark.
 */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const headingId = useId();
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg" align="stretch">
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
    </Center>
  );
}
