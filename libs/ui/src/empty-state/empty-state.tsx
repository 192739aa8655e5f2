import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing, in the spec's words (e.g. "Please enroll into a program to start learning"). */
  message: ReactNode;
  /** Optional next step, usually a Button or link. */
  action?: ReactNode;
}

/** Message block for an empty list or section, with an optional action. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <MantineEmptyState description={message} py="xl">
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
