import { AppProviders, createQueryClient, shareQueryClientWithLoaders } from '@stride/app-shell';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aDayActivityItem, anEnrolledGoal, aGroupMembership, aGroupMemberStats, http } from '@stride/api-sdk/testing';
import { stubMatchMedia } from '@stride/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { http as anyHttp } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

// The route loads the screen lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./dashboard-screen'));

const communication = anEnrolledGoal();
const meetings = anEnrolledGoal({
  goal_id: 21,
  static_schedule_day_number: 2,
  goal: { id: 21, name: 'Run crisp meetings', program: { id: 2, name: 'Run Meetings People Want to Attend', program_type: 'sprint', number_of_days: 10 } },
});
const pausedGoal = anEnrolledGoal({ goal_id: 31, paused: true, goal: { id: 31, name: 'Listen well', program: { id: 3, name: 'Active Listening', program_type: 'program', number_of_days: 20 } } });

/** The learner follows these goals; returns the day-list requests made, as "dayAdjust?program_id". */
function following(goals = [communication, meetings, pausedGoal]) {
  const dayLists: string[] = [];
  server.use(
    http.get('/goal/enrolled-goals', ({ response }) => response(200).json(goals)),
    http.get('/activity/day-list/{dayAdjust}', ({ params, query, response }) => {
      dayLists.push(`${params.dayAdjust}?${query.get('program_id') ?? ''}`);
      return response(200).json({ isWeekend: false, activityList: [aDayActivityItem({ activity: { name: `Activity of day ${params.dayAdjust}` } })], revisionList: [] });
    }),
  );
  return dayLists;
}

const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname.replace('/api', '')}`;

describe('the dashboard’s calls', () => {
  it('go out at once; only the day lists and context cards wait for welcome-back, and the team’s members for the team', async () => {
    signIn(server);
    following();
    server.use(
      http.get('/group/get-joined', ({ response }) => response(200).json([aGroupMembership()])),
      http.get('/group/get-user-data/{group_id}', ({ response }) => response(200).json([aGroupMemberStats({ user_id: 8 })])),
    );
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(pathOf(request)));
    // Every answer after the session check is held until the test lets it go: a call that waited on
    // another would never be made, and the first waitFor would time out.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let endWelcomeBack!: () => void;
    const welcomeBack = new Promise<void>((resolve) => (endWelcomeBack = resolve));
    server.use(
      anyHttp.all('*/api/*', async ({ request }) => {
        if (request.url.endsWith('/user/check-auth')) return;
        await gate;
        if (request.url.endsWith('/goal/welcome-back')) await welcomeBack;
      }),
    );
    try {
      renderRoute(routes, '/user/dashboard');
      const firstWave = [
        'POST /goal/welcome-back',
        'GET /goal/enrolled-goals',
        'GET /user-data/week-points',
        'GET /user-data/total-points',
        'GET /user-data/get-streak',
        'GET /user-data/stats',
        'GET /tip/random',
        'GET /feedback/user-feedback',
        'GET /group/get-joined',
      ];
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(firstWave)));
      expect(requested[0]).toBe('GET /user/check-auth');
      // Welcome-back, which the day lists wait for, goes out first of the wave (docs/performance.md).
      expect(requested[1]).toBe('POST /goal/welcome-back');
      expect(requested.slice(1).sort()).toEqual([...firstWave].sort());

      openGate();
      await waitFor(() => expect(requested).toContain('GET /group/get-user-data/3'));
      expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
      expect(requested.filter((call) => /day-list|context-card/.test(call))).toEqual([]);

      endWelcomeBack();
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(['GET /activity/day-list/0', 'GET /challenge/day-list/0', 'GET /context-card/0'])));
      expect(requested).not.toContain('GET /notification/get-inapp'); // the bell's business on a desktop
    } finally {
      server.events.removeAllListeners();
    }
  });
});

describe('the dashboard’s loader', () => {
  it('starts the first reads before anything is drawn, the day lists once welcome-back has answered, and the screen repeats none', async () => {
    signIn(server);
    following();
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => void requested.push(pathOf(request)));
    let endWelcomeBack!: () => void;
    const welcomeBack = new Promise<void>((resolve) => (endWelcomeBack = resolve));
    server.use(
      anyHttp.post('*/api/goal/welcome-back', async () => {
        await welcomeBack;
      }),
    );
    try {
      const queryClient = createQueryClient({ retry: false });
      // The router as the app makes it, not yet rendered: only its loaders can ask anything.
      shareQueryClientWithLoaders(queryClient);
      const router = createMemoryRouter(routes, { initialEntries: ['/user/dashboard'] });
      await waitFor(() =>
        expect(requested).toEqual(
          expect.arrayContaining(['GET /user/check-auth', 'POST /goal/welcome-back', 'GET /goal/enrolled-goals', 'GET /user-data/total-points', 'GET /group/get-joined']),
        ),
      );
      expect(requested.filter((call) => /day-list|context-card/.test(call))).toEqual([]);

      endWelcomeBack();
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(['GET /activity/day-list/0', 'GET /challenge/day-list/0', 'GET /context-card/0'])));
      const byLoader = [...requested];

      render(
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
      expect(await screen.findByText('Activity of day 0')).toBeInTheDocument();
      // The screen adds its own reads (the tip, the feedback prompt) but asks none of the loader's again.
      const repeated = requested.slice(byLoader.length).filter((call) => byLoader.includes(call));
      expect(repeated).toEqual([]);
    } finally {
      server.events.removeAllListeners();
    }
  });
});

describe('Welcome Back', () => {
  it('names the resumed goals, closes with Continue, and reloads the enrolled goals', async () => {
    signIn(server);
    // The first enrolled-goals call is answered before the goal is resumed, as a race on the server may do.
    let resumed = false;
    let goalsAsked!: () => void;
    const asked = new Promise<void>((resolve) => (goalsAsked = resolve));
    server.use(
      http.post('/goal/welcome-back', async ({ response }) => {
        await asked;
        resumed = true;
        return response(200).json({ resumed_goals: [{ goal_id: 11, name: 'Write messages people act on' }] });
      }),
      http.get('/goal/enrolled-goals', ({ response }) => {
        goalsAsked();
        return response(200).json([resumed ? communication : { ...communication, paused: true, paused_due_to_inactivity: true }]);
      }),
    );
    const { user } = renderRoute(routes, '/user/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Write messages people act on');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The goal counts as active again: its program is offered and no enrolment is asked for.
    expect(await screen.findByRole('option', { name: 'Effective Communication at Work' })).toBeInTheDocument();
    expect(screen.queryByText('Please enroll into a program to start learning')).not.toBeInTheDocument();
  });

  it('stays away when nothing was resumed', async () => {
    signIn(server);
    following();
    const { queryClient } = renderRoute(routes, '/user/dashboard');
    expect(await screen.findByRole('button', { name: /Activity of day 0/ })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('without an active goal', () => {
  it('asks the learner to enrol, and the programs table says the same', async () => {
    signIn(server);
    following([pausedGoal]);
    renderRoute(routes, '/user/dashboard');
    expect(await screen.findByText('Please enroll into a program to start learning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore programs' })).toHaveAttribute('href', '/programs');
    const programs = screen.getByRole('region', { name: 'Enrolled programs' });
    expect(within(programs).getByText('Enoll into program to start')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Learn' })).not.toBeInTheDocument();
  });
});

describe('the program selector', () => {
  it('offers All Programs and each active program; previous and next change the program of the day lists', async () => {
    signIn(server);
    const dayLists = following();
    const { user } = renderRoute(routes, '/user/dashboard');
    const select = await screen.findByRole('combobox', { name: 'Program' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Programs',
      'Effective Communication at Work',
      'Run Meetings People Want to Attend',
    ]);
    expect(screen.getByRole('button', { name: 'Previous program' })).toBeDisabled();
    await waitFor(() => expect(dayLists).toEqual(['0?']));

    await user.click(screen.getByRole('button', { name: 'Next program' }));
    expect(select).toHaveValue('1');
    await waitFor(() => expect(dayLists).toContain('0?1'));
    await user.click(screen.getByRole('button', { name: 'Next program' }));
    await waitFor(() => expect(dayLists).toContain('0?2'));
    expect(screen.getByRole('button', { name: 'Next program' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous program' }));
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'All Programs');
    expect(select).toHaveValue('all');
  });
});

describe('the day navigator', () => {
  it('says Today, then the day and month, and fetches the day viewed', async () => {
    signIn(server);
    const dayLists = following();
    const { user } = renderRoute(routes, '/user/dashboard');
    const day = await screen.findByRole('group', { name: 'Day' });
    expect(day).toHaveTextContent('Today');
    await user.click(within(day).getByRole('button', { name: 'Previous day' }));
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(day).toHaveTextContent(new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(yesterday));
    expect(await screen.findByRole('button', { name: /Activity of day -1/ })).toBeInTheDocument();
    await user.click(within(day).getByRole('button', { name: 'Next day' }));
    await user.click(within(day).getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('button', { name: /Activity of day 1/ })).toBeInTheDocument();
    expect([...new Set(dayLists)]).toEqual(['0?', '-1?', '1?']);
  });
});

describe('the enrolled programs table', () => {
  it('shows each active program’s day and opens its schedule', async () => {
    signIn(server);
    following();
    server.use(
      http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ response }) =>
        response(200).json({ goal_id: 11, program_name: 'Effective Communication at Work', static_schedule_day_number: 4, days: [] }),
      ),
    );
    const { user, router } = renderRoute(routes, '/user/dashboard');
    const table = await within(await screen.findByRole('region', { name: 'Enrolled programs' })).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Program', 'Day', 'Schedule']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Effective Communication at Work', '4 of 20'],
      ['Run Meetings People Want to Attend', '2 of 10'],
    ]);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Explore the schedule of Effective Communication at Work' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/program-schedule'));
    expect(router.state.location.state).toEqual({ goal_id: 11, static_day: 4, program_name: 'Effective Communication at Work', referrer: '/user/dashboard' });
  });
});

describe('the context cards', () => {
  it('shows the day’s cards, only the chosen program’s when one is chosen', async () => {
    signIn(server);
    following();
    const card = (title: string) => ({ context_card_display_name: 'Why it matters', card_title: title, card_display_text: `About ${title}.`, image_url: null, image_display_position: 'left' as const });
    server.use(
      http.get('/context-card/{dayAdjust}', ({ response }) =>
        response(200).json({
          isWeekend: false,
          contextCard: [
            { goal_id: 11, context_cards: [card('Lead with the point')] },
            { goal_id: 21, context_cards: [card('Agendas first')] },
          ],
        }),
      ),
    );
    const { user } = renderRoute(routes, '/user/dashboard');
    const cards = await screen.findByRole('region', { name: 'Context cards' });
    expect(within(cards).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Lead with the point', 'Agendas first']);
    expect(within(cards).getByText('About Agendas first.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Run Meetings People Want to Attend');
    expect(within(cards).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Agendas first']);
  });
});

describe('progress', () => {
  it('shows total XP, the streak and the highest streak, and reads the week’s chart out as a table', async () => {
    signIn(server);
    following();
    server.use(
      http.get('/user-data/total-points', ({ response }) => response(200).json({ total_points: 340 })),
      http.get('/user-data/get-streak', ({ response }) => response(200).json({ task_streak: 4, highest_streak: 9 })),
      http.get('/user-data/week-points', ({ response }) =>
        response(200).json(['15', '16', '17', '18', '19', '20', '21'].map((day, index) => ({ date: `2026-11-${day}`, points_earned: index * 10 }))),
      ),
    );
    renderRoute(routes, '/user/dashboard');
    const progress = await screen.findByRole('region', { name: 'Your progress' });
    expect(await within(progress).findByText('340')).toBeInTheDocument();
    const numbers = within(progress).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(numbers).toEqual(['Total XP: 340', 'Streak: 4', 'Highest streak: 9']);
    const week = await within(progress).findByRole('table', { name: 'Points earned each day this week' });
    expect(within(week).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Sunday0',
      'Monday10',
      'Tuesday20',
      'Wednesday30',
      'Thursday40',
      'Friday50',
      'Saturday60',
    ]);
  });
});

describe('on a phone', () => {
  it('has bottom tabs Home, Journal, Progress, Notifications and Team, each showing its part', async () => {
    const phone = stubMatchMedia((query) => query === '(max-width: 419.98px)');
    try {
      signIn(server);
      following();
      let inAppCalls = 0;
      server.use(
        http.get('/notification/get-inapp', ({ response }) => {
          inAppCalls += 1;
          return response(200).json([{ id: 1, message: 'You kept a 5-day streak!', created_at: '2026-11-20T08:00:00.000Z' }]);
        }),
        http.get('/user-data/total-points', ({ response }) => response(200).json({ total_points: 340 })),
      );
      const { user } = renderRoute(routes, '/user/dashboard');
      const tabs = await screen.findByRole('navigation', { name: 'Dashboard' });
      expect(within(tabs).getAllByRole('button').map((tab) => tab.textContent)).toEqual(['Home', 'Progress', 'Notifications', 'Team']);
      expect(within(tabs).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(within(tabs).getByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/journal');
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard: Home' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /Activity of day 0/ })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Enrolled programs' })).not.toBeInTheDocument();
      await waitFor(() => expect(inAppCalls).toBe(1)); // with the rest, not when its tab opens
      // The other tabs are not drawn, not even hidden (docs/performance.md), but open filled: their data is here.
      for (const region of ['Your progress', 'Notifications', 'Team leaderboard']) expect(screen.queryByRole('region', { name: region, hidden: true })).not.toBeInTheDocument();

      await user.click(within(tabs).getByRole('button', { name: 'Progress' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard: Progress' })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Your progress' })).getByText('340')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Learn' })).not.toBeInTheDocument();

      await user.click(within(tabs).getByRole('button', { name: 'Notifications' }));
      expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('listitem')).toHaveTextContent('You kept a 5-day streak!');

      await user.click(within(tabs).getByRole('button', { name: 'Team' }));
      expect(screen.getByRole('region', { name: 'Team leaderboard' })).toHaveTextContent("You aren't a part of a team yet");
    } finally {
      phone.mockRestore();
    }
  });
});
