import { act, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderPage } from './prerender';
import { renderApp } from './render-app';
import { SignInForm } from './sign-in-form';

// A sign-in page as the apps have it: a layout route, and the screen loaded lazily with its route.
const routes: RouteObject[] = [
  {
    HydrateFallback: () => null,
    children: [
      { path: '/login', lazy: async () => ({ Component: () => <SignInForm onSubmit={async () => undefined} /> }) },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
      { path: '/away', loader: () => new Response(null, { status: 302, headers: { location: '/login' } }) },
    ],
  },
];

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a page prerendered at build time', () => {
  it('is the markup of its route, with the sign-in form closed until the app has hydrated it', async () => {
    const markup = await prerenderPage(routes, '/login');
    expect(markup).toContain('Email');
    expect(markup).toMatch(/<fieldset disabled=""/);
    expect(await prerenderPage(routes, '/elsewhere')).toContain('<p>Elsewhere</p>');
    await expect(prerenderPage(routes, '/away')).rejects.toThrow('/away answers 302: only a page can be prerendered.');
  });

  it('is hydrated by the app without a mismatch, and its form opens', async () => {
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = `<div id="root">${await prerenderPage(routes, '/login')}</div>`;
    const prerendered = document.querySelector('input');
    window.history.replaceState(null, '', '/login');

    await act(() => renderApp(() => createBrowserRouter(routes)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    // The same element, not a new one: hydrated, not drawn again.
    expect(document.querySelector('input')).toBe(prerendered);
    expect(errors).not.toHaveBeenCalled();
  });

  it('is drawn afresh when nothing was prerendered, its form open at once', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/login');
    await act(() => renderApp(() => createBrowserRouter(routes)));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
