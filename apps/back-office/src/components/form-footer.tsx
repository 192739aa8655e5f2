import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
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

/** The end of a back-office form (back-office §4): its failure, then submit with its spinner while sending. */
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
