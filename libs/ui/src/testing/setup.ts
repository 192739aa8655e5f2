import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media-query';

// Without vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom lacks these browser APIs; Mantine calls them (colour scheme, AppShell, ScrollArea,
// Combobox option scrolling).
window.matchMedia ??= (query: string) => mediaQueryList(query, false);

window.ResizeObserver ??= class {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
};

Element.prototype.scrollIntoView ??= vi.fn();
