import '@testing-library/jest-dom/vitest';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media-query';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A screen behind a lazy route takes well over the default 1 s to appear when the 2-core machine is busy:
// findBy and waitFor wait as long as every project's tests do (@stride/vite-config/test-limits).
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// jsdom lacks these browser APIs; Mantine calls them (colour scheme, AppShell, ScrollArea,
// Combobox option scrolling).
window.matchMedia ??= (query: string) => mediaQueryList(query, false);

window.ResizeObserver ??= class {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
};

Element.prototype.scrollIntoView ??= vi.fn();
