import { vi } from 'vitest';

/** A MediaQueryList as jsdom lacks one: `matches` says whether the query applies. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: () => false,
  };
}

/**
 * Makes `window.matchMedia` answer as a device would, e.g. a phone (`max-width`) or a learner who turned
 * animations off (`prefers-reduced-motion`). Undo with the returned spy's mockRestore or vi.restoreAllMocks.
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, matches(query)));
}
