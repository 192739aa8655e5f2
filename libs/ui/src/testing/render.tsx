import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { StrideProvider } from '../stride-provider';

function Providers({ children }: { children: ReactNode }) {
  // env="test" turns off Mantine's transitions and portals so assertions need no waiting.
  return <StrideProvider env="test">{children}</StrideProvider>;
}

/** Renders `ui` inside the Stride Mantine provider and returns a user-event session with it. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}
