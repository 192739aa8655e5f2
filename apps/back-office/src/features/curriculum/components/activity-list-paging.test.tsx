import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { anAuthoredProgram, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aGoal, anActivity } from '../../../testing/curriculum-data';
import type { Activity } from '../api';

const server = setupMockApi();

beforeAll(() => import('./activity-screens'));

const number = (index: number) => String(index).padStart(4, '0');
/** 1,000 activities, every tenth inactive (as the API test seeds them). */
const thousand: Activity[] = Array.from({ length: 1000 }, (_, index) =>
  anActivity({ id: index + 1, code: `bulk-${number(index + 1)}`, name: `Bulk activity ${number(index + 1)}`, active: (index + 1) % 10 !== 0, questions: [] }),
);

/** GET activity/all as the server answers it: search, flag, sort and page over the thousand, the total in X-Total-Count. */
function serveThousand(asked: URLSearchParams[]) {
  server.use(
    http.get('/program/all', ({ response }) => response(200).json([anAuthoredProgram()])),
    http.get('/goal/all', ({ response }) => response(200).json([aGoal()])),
    http.get('/activity/all', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      const matching = thousand
        .filter((activity) => !q || activity.name.toLowerCase().includes(q) || activity.code.includes(q))
        .filter((activity) => !query.has('active') || String(activity.active) === query.get('active'))
        .sort((a, b) => (query.get('sort') === 'code' ? a.code.localeCompare(b.code) : a.name.localeCompare(b.name)) * (query.get('order') === 'desc' ? -1 : 1));
      const size = Number(query.get('page_size'));
      const start = (Number(query.get('page')) - 1) * size;
      return response(200).json(matching.slice(start, start + size), { headers: { 'X-Total-Count': String(matching.length) } });
    }),
  );
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Activities' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/admin/activity/all with 1,000 activities', () => {
  it('shows the first page of 25 at once, with the count and the pager, and passes axe', async () => {
    signInAdmin(server);
    const asked: URLSearchParams[] = [];
    serveThousand(asked);
    renderRoute(routes, '/admin/activity/all');
    // The default findBy wait (1 s): the first page renders within a journey's normal wait.
    expect(await screen.findByRole('heading', { name: 'Bulk activity 0001' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(25);
    expect(screen.getByText('1000 activities, showing 1–25')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages of activities' })).getByRole('button', { name: 'Page 40' })).toBeInTheDocument();
    expect(asked.map((query) => query.toString())).toEqual(['sort=name&order=asc&page=1&page_size=25']);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('searches, filters, sorts and pages on the server, the state in the address', async () => {
    signInAdmin(server);
    const asked: URLSearchParams[] = [];
    serveThousand(asked);
    const { user, router } = renderRoute(routes, '/admin/activity/all');
    await screen.findByRole('heading', { name: 'Bulk activity 0001' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Bulk activity 0026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('1000 activities, showing 26–50')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(cardNames()[0]).toBe('Bulk activity 0010'));
    // A new filter starts again at page 1.
    expect(router.state.location.search).toBe('?active=false');
    expect(screen.getByText('100 activities, showing 1–25')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name, Z to A');
    await waitFor(() => expect(cardNames()[0]).toBe('Bulk activity 1000'));
    expect(router.state.location.search).toBe('?active=false&order=desc');

    await user.type(screen.getByRole('searchbox', { name: 'Search activities' }), '099{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['Bulk activity 0990']));
    expect(router.state.location.search).toBe('?active=false&order=desc&q=099');
    expect(asked.at(-1)?.toString()).toBe('q=099&active=false&sort=name&order=desc&page=1&page_size=25');

    await user.clear(screen.getByRole('searchbox', { name: 'Search activities' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search activities' }), 'nothing like it{Enter}');
    expect(await screen.findByText('No activities match the search and filters.')).toBeInTheDocument();
    expect(screen.getByText('No activities')).toBeInTheDocument();
  });

  it('reopens the same page from a shared link, and Back returns to it', async () => {
    signInAdmin(server);
    serveThousand([]);
    const { router } = renderRoute(routes, '/admin/activity/all?sort=code&order=desc&page=3');
    expect(await screen.findByRole('heading', { name: 'Bulk activity 0950' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Code, Z to A');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await router.navigate('/admin/activity/list');
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Bulk activity 0950' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=code&order=desc&page=3');
  });
});
