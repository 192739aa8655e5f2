import { prerenderPage } from '@stride/app-shell/prerender';
import { renderApp } from '@stride/app-shell';
import { setupMockApi } from '@stride/app-shell/testing';
import { act, screen } from '@testing-library/react';
import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultHandlers } from '../testing/default-handlers';
import { signIn } from '../testing/signed-in';
import { routes } from './router';

const server = setupMockApi(...defaultHandlers);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page as the build writes it (vite.config.ts, prerenderedPages), then the app started on it as in the browser. */
async function hydrate(path: string) {
  const markup = await prerenderPage(routes, path);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  window.history.replaceState(null, '', path);
  await act(() => renderApp(() => createBrowserRouter(routes)));
  return markup;
}

describe('the prerendered dashboard', () => {
  it('is the frame every signed-in learner sees first: the logo and a loader, nothing of anyone’s data', async () => {
    const markup = await prerenderPage(routes, '/user/dashboard');
    expect(markup).toContain('Stride');
    expect(markup).toContain('Loading…');
    expect(markup).not.toMatch(/Learn|Dashboard/);
  });

  it('is hydrated without a mismatch, then draws the learner’s day', async () => {
    signIn(server);
    const errors = vi.spyOn(console, 'error');
    await hydrate('/user/dashboard');
    expect(await screen.findByRole('heading', { name: /Dashboard/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
