import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aGroupMembership, aGroupMemberStats, http } from '@stride/api-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

// The route loads the screen lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./dashboard-screen'));

const names = [
  ['Ravi', 'Iyer', 410],
  ['Asha', 'Raman', 380],
  ['Ada', 'Lovelace', 120],
  ['Grace', 'Hopper', 90],
  ['Alan', 'Turing', 40],
  ['Kurt', 'Gödel', 10],
] as const;

describe('the team leaderboard', () => {
  it('shows the first joined team’s top five, name and points', async () => {
    signIn(server);
    const asked: string[] = [];
    server.use(
      http.get('/group/get-joined', ({ response }) =>
        response(200).json([aGroupMembership({ group_id: 2, groups: [{ name: 'Pending Club' }], status: 'invited' }), aGroupMembership(), aGroupMembership({ group_id: 4, groups: [{ name: 'Second Team' }] })]),
      ),
      http.get('/group/get-user-data/{group_id}', ({ params, query, response }) => {
        asked.push(`${params.group_id}?limit=${query.get('limit')}`);
        // More than asked for, to show the card keeps to five whatever it receives.
        return response(200).json(names.map(([first_name, last_name, points], index) => aGroupMemberStats({ user_id: index + 1, user: { first_name, last_name, email: `${first_name}@example.com`, photo_url: null }, points })));
      }),
    );
    renderRoute(routes, '/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Team leaderboard' });
    const list = await within(card).findByRole('list', { name: 'Top 5 of Harbour Crew' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Ravi Iyer410 XP',
      '2Asha Raman380 XP',
      '3Ada Lovelace120 XP',
      '4Grace Hopper90 XP',
      '5Alan Turing40 XP',
    ]);
    expect(list.tagName).toBe('OL');
    expect(asked).toEqual(['3?limit=5']);
  });

  it('marks the learner’s own row, in words and with aria-current', async () => {
    signIn(server, { id: 2 });
    server.use(
      http.get('/group/get-joined', ({ response }) => response(200).json([aGroupMembership()])),
      http.get('/group/get-user-data/{group_id}', ({ response }) =>
        response(200).json(names.slice(0, 3).map(([first_name, last_name, points], index) => aGroupMemberStats({ user_id: index + 1, user: { first_name, last_name, email: `${first_name}@example.com`, photo_url: null }, points }))),
      ),
    );
    renderRoute(routes, '/user/dashboard');
    const list = await screen.findByRole('list', { name: 'Top 5 of Harbour Crew' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(rows[1]).toHaveTextContent('Asha Raman (you)');
    expect(within(list).getAllByText(/\(you\)/)).toHaveLength(1);
  });

  it.each([
    ['no team', []],
    ['only an invitation', [aGroupMembership({ status: 'invited' })]],
  ])('says so for a learner with %s, and asks for no members', async (_, memberships) => {
    signIn(server);
    server.use(http.get('/group/get-joined', ({ response }) => response(200).json(memberships)));
    const { queryClient } = renderRoute(routes, '/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Team leaderboard' });
    expect(await within(card).findByText("You aren't a part of a team yet")).toBeInTheDocument();
    // Any get-user-data call would fail the test: no handler answers it.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
