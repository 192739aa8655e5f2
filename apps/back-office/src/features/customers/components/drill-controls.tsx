import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** A name in a drill-down table that opens the next step. */
export function DrillButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" px={0} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}
