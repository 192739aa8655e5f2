import { clearSession } from '@stride/app-shell';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { customerMessages } from '@stride/validation';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

beforeAll(() => Promise.all([import('./group-leaderboard-screen'), import('./join-link-screen')]));

describe('the leaderboard of the learner’s teams', () => {
  it('ranks people by points, highest first, and the Points header turns the order around', async () => {
    signIn(server);
    server.use(
      http.get('/group/get-user-points', ({ response }) =>
        response(200).json([
          { user_id: 1, user: { first_name: 'Ann', last_name: 'Lee' }, total_points: 80 },
          { user_id: 2, user: { first_name: 'Cat', last_name: 'Roy' }, total_points: 50 },
          { user_id: 3, user: { first_name: 'Ben', last_name: 'Fox' }, total_points: 10 },
        ]),
      ),
    );
    const { user } = renderRoute(routes, '/group/leaderboard');
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(names()).toEqual(['1Ann Lee80', '2Cat Roy50', '3Ben Fox10']);
    expect(screen.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'descending');

    // From the keyboard: Tab (past the top bar) reaches the Points header's button, Enter turns the order.
    const points = screen.getByRole('button', { name: /Points/ });
    for (let presses = 0; presses < 15 && document.activeElement !== points; presses += 1) await user.tab();
    expect(points).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['3Ben Fox10', '2Cat Roy50', '1Ann Lee80']);
    expect(screen.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is empty for a learner without a team', async () => {
    signIn(server);
    server.use(http.get('/group/get-user-points', ({ response }) => response(200).json([])));
    renderRoute(routes, '/team/leaderboard');
    expect(await screen.findByText("You aren't a part of a team yet")).toBeInTheDocument();
  });
});

describe('an invitation link', () => {
  const link = '/group/join-link/new%40example.com/3';

  it('joins the team and offers the dashboard', async () => {
    signIn(server);
    let accepted = 0;
    server.use(
      http.post('/group/accept-invite/{group_id}', ({ params, response }) => {
        accepted += Number(params.group_id === '3');
        return response(200).json({ message: 'You have successfully joined the group' });
      }),
    );
    renderRoute(routes, link);
    expect(await screen.findByText('You have successfully joined the group')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/user/dashboard');
    expect(accepted).toBe(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each([
    { status: 404 as const, code: 'NotFound', message: 'You have no invitation to this group.' },
    // An organisation's group, and the learner is of another organisation (docs/security.md, finding 1).
    { status: 409 as const, code: 'OtherOrganization', message: customerMessages.inAnotherOrganization('new@example.com') },
  ])('shows the server’s message for any other refusal ($code)', async ({ status, code, message }) => {
    signIn(server);
    server.use(http.post('/group/accept-invite/{group_id}', ({ response }) => response(status).json(errorBody(code, message))));
    renderRoute(routes, link);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    { registered: true, lands: 'Log in' },
    { registered: false, lands: 'Create your account' },
  ])('sends a signed-out visitor on to sign in or sign up (registered: $registered)', async ({ registered, lands }) => {
    clearSession();
    server.use(
      http.post('/group/accept-invite/{group_id}', ({ response }) => response(401).json(errorBody('Unauthorized', 'Please sign in to continue.'))),
      http.get('/user/check-registered/{email}', ({ params, response }) => response(200).json({ registered: registered && params.email === 'new@example.com' })),
    );
    const { router } = renderRoute(routes, link);
    expect(await screen.findByRole('heading', { name: lands })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'new@example.com', return_url: link });
    if (registered) expect(router.state.location.search).toBe(`?return_url=${encodeURIComponent(link)}`);
  });
});
