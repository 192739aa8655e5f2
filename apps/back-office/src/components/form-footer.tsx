import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FormFooterProps {
  /** The failure to show above the buttons (role="alert"), or null. */
  error: string | null;
  /** True while the form sends: the submit button shows a spinner and is disabled. */
  submitting: boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** More buttons after the submit button, e.g. Cancel. */
  children?: ReactNode;
}

/** The end of a back-office form (docs/back-office-app.md): its failure, then submit with its spinner while sending. */
export function FormFooter({ error, submitting, submitLabel, children }: FormFooterProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}
