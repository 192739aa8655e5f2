import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media-query';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A screen behind a lazy route takes well over the default 1 s to appear when the 2-core CI machine is busy
// (the other projects' tests run beside it); findBy and waitFor wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs; Mantine calls them (colour scheme, AppShell, ScrollArea,
// Combobox option scrolling).
window.matchMedia ??= (query: string) => mediaQueryList(query, false);

window.ResizeObserver ??= class {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
};

Element.prototype.scrollIntoView ??= vi.fn();
