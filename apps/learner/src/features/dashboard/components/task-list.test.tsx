import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import type { Schema } from '@stride/api-sdk';
import { aDayActivityItem, aDayChallengeItem, aDayRevisionItem, anEnrolledGoal, errorBody, http } from '@stride/api-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { emptyDayMessages } from '../messages';

const server = setupMockApi(...defaultHandlers);

// The route loads the screen lazily; loading it once up front keeps module loading out of the first test's waits.
beforeAll(() => import('./dashboard-screen'));

/** A learner with one active goal whose day holds these lists (empty ones unless given). */
function day({ learn, tasks }: { learn?: Schema<'ActivityDayList'>; tasks?: Schema<'ChallengeDayList'> } = {}) {
  signIn(server);
  server.use(http.get('/goal/enrolled-goals', ({ response }) => response(200).json([anEnrolledGoal()])));
  if (learn) server.use(http.get('/activity/day-list/{dayAdjust}', ({ response }) => response(200).json(learn)));
  if (tasks) server.use(http.get('/challenge/day-list/{dayAdjust}', ({ response }) => response(200).json(tasks)));
}

const list = async (name: 'Learn' | 'Do') => within(await screen.findByRole('list', { name }));

describe('the Learn and Do lists', () => {
  it('show each item’s state in colour and in words, and open only enabled or completed items', async () => {
    day({
      learn: {
        isWeekend: false,
        activityList: [
          aDayActivityItem({ activity_id: 1, activity: { name: 'Done it' }, completed: true }),
          aDayActivityItem({ activity_id: 2, activity: { name: 'Open now' } }),
          aDayActivityItem({ activity_id: 3, activity: { name: 'Let slip' }, missed: true }),
          aDayActivityItem({ activity_id: 4, activity: { name: 'Not yet' }, enabled: false }),
        ],
        revisionList: [aDayRevisionItem({ revision_id: 5, revision: { name: 'Look back' } })],
      },
      tasks: {
        isWeekend: false,
        challengeList: [
          aDayChallengeItem({ challenge_id: 6, challenge: { name: 'Under way', type: 'challenge' }, started: true, schedule: { start_time: '2026-11-18T10:00:00.000Z', end_time: '2026-11-18T12:00:00.000Z' } }),
          aDayChallengeItem({ challenge_id: 7, challenge: { name: 'Finished', type: 'drill' }, completed: true, completed_date: '2026-11-18T11:00:00.000Z' }),
          aDayChallengeItem({ challenge_id: 8, challenge: { name: 'Later on', type: 'day' }, enabled: false }),
        ],
      },
    });
    const { user, router } = renderRoute(routes, '/user/dashboard');
    const learn = await list('Learn');
    // Each button is named with its state in words, in this order; data-status picks the colour.
    const expectRows = (items: typeof learn, rows: [name: string, status: string, locked: boolean][]) => {
      const buttons = items.getAllByRole('button');
      expect(buttons).toHaveLength(rows.length);
      rows.forEach(([name, status, locked], index) => {
        expect(buttons[index]).toHaveAccessibleName(name);
        expect(buttons[index]).toHaveAttribute('data-status', status);
        if (locked) expect(buttons[index]).toBeDisabled();
        else expect(buttons[index]).toBeEnabled();
      });
    };
    expectRows(learn, [
      ['Done it Activity: Completed', 'completed', false],
      ['Open now Activity: To do', 'enabled', false],
      ['Let slip Activity: Missed', 'missed', false],
      ['Not yet Activity: Locked', 'locked', true],
      ['Look back Revision: To do', 'enabled', false],
    ]);
    expectRows(await list('Do'), [
      ['Under way Challenge: Started', 'started', false],
      ['Finished Challenge: Completed', 'completed', false],
      ['Later on Challenge: Locked', 'locked', true],
    ]);

    await user.click(learn.getByRole('button', { name: /Not yet/ }));
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it.each([
    ['an activity', 'Learn', /Open now/, '/activity/id/2', '?goal=11', { goal_id: 11, activity_name: 'Open now' }],
    ['a completed activity', 'Learn', /Done it/, '/activity/id/1', '?goal=11', { goal_id: 11, activity_name: 'Done it' }],
    ['a revision', 'Learn', /Look back/, '/revision/id/5', '?goal=12', { goal_id: 12, revision_name: 'Look back' }],
    ['a challenge', 'Do', /Under way/, '/challenge/id/6', '?goal=11', { goal_id: 11, completed: false }],
  ] as const)('open %s with its goal in the address and, as a shortcut, in navigation state', async (_, listName, item, path, search, state) => {
    day({
      learn: {
        isWeekend: false,
        activityList: [aDayActivityItem({ activity_id: 1, activity: { name: 'Done it' }, completed: true }), aDayActivityItem({ activity_id: 2, activity: { name: 'Open now' } })],
        revisionList: [aDayRevisionItem({ revision_id: 5, goal_id: 12, revision: { name: 'Look back' } })],
      },
      tasks: { isWeekend: false, challengeList: [aDayChallengeItem({ challenge_id: 6, challenge: { name: 'Under way', type: 'challenge' }, started: true })] },
    });
    const { user, router } = renderRoute(routes, '/user/dashboard');
    await user.click((await list(listName)).getByRole('button', { name: item }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(router.state.location.search).toBe(search);
    expect(router.state.location.state).toEqual(state);
  });

  // The day navigator moves a day at a time: today, then yesterday, then tomorrow.
  const days = [
    ['today', []],
    ['a past day', ['Previous day']],
    ['a future day', ['Next day']],
  ] as const;

  it.each(days)('say the weekend is off on %s, in its tense', async (tense, steps) => {
    day({ learn: { isWeekend: true, activityList: [], revisionList: [] }, tasks: { isWeekend: true, challengeList: [] } });
    const { user } = renderRoute(routes, '/user/dashboard');
    for (const step of steps) await user.click(await screen.findByRole('button', { name: step }));
    const words = emptyDayMessages[tense === 'today' ? 'today' : tense === 'a past day' ? 'past' : 'future'];
    const learn = await screen.findByRole('region', { name: 'Learn' });
    expect(await within(learn).findByText(words.weekendActivities)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Do' })).getByText(words.weekendChallenges)).toBeInTheDocument();
  });

  it('keep the spec’s words for today’s weekend, and never say “today” of another day', () => {
    expect(emptyDayMessages.today.weekendChallenges).toBe('No Challenges for Today!');
    for (const tense of ['past', 'future'] as const) expect(Object.values(emptyDayMessages[tense]).join(' ')).not.toMatch(/today/i);
  });

  it('say when a list could not be fetched', async () => {
    day();
    server.use(
      http.get('/activity/day-list/{dayAdjust}', ({ response }) => response(404).json(errorBody('NotFound', 'No such day.'))),
      http.get('/challenge/day-list/{dayAdjust}', () => HttpResponse.error()),
    );
    renderRoute(routes, '/user/dashboard');
    const learn = await screen.findByRole('region', { name: 'Learn' });
    expect(await within(learn).findByText('We are unable to fetch Activities.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Do' })).findByText('We are unable to fetch Challenges!')).toBeInTheDocument();
  });

  it.each(days)('say when a weekday has nothing in it on %s, in its tense', async (tense, steps) => {
    day();
    const { user } = renderRoute(routes, '/user/dashboard');
    for (const step of steps) await user.click(await screen.findByRole('button', { name: step }));
    const words = emptyDayMessages[tense === 'today' ? 'today' : tense === 'a past day' ? 'past' : 'future'];
    expect(await screen.findByText(words.noActivities)).toBeInTheDocument();
    expect(screen.getByText(words.noChallenges)).toBeInTheDocument();
  });

  it('name each item’s program under All Programs when the learner follows several, and not under one program', async () => {
    const second = { id: 2, name: 'Lead Better Meetings' };
    day({
      learn: {
        isWeekend: false,
        activityList: [aDayActivityItem({ activity_id: 1, activity: { name: 'Lead with the point' } }), aDayActivityItem({ activity_id: 2, goal_id: 21, program: second, activity: { name: 'Open the meeting' } })],
        revisionList: [],
      },
      tasks: { isWeekend: false, challengeList: [aDayChallengeItem({ challenge_id: 6, goal_id: 21, program: second, challenge: { name: 'Run a stand-up', type: 'day' } })] },
    });
    server.use(
      http.get('/goal/enrolled-goals', ({ response }) =>
        response(200).json([anEnrolledGoal(), anEnrolledGoal({ goal_id: 21, goal: { id: 21, name: 'Run meetings', program: { ...second, program_type: 'program', number_of_days: 10 } } })]),
      ),
    );
    const { user } = renderRoute(routes, '/user/dashboard');
    const learn = await list('Learn');
    expect(learn.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Lead with the point Activity: To do Program: Effective Communication at Work',
      'Open the meeting Activity: To do Program: Lead Better Meetings',
    ]);
    expect((await list('Do')).getByRole('button')).toHaveAccessibleName('Run a stand-up Challenge: To do Program: Lead Better Meetings');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Program' }), 'Lead Better Meetings');
    await waitFor(() => expect(screen.queryByText(/Program: /)).not.toBeInTheDocument());
  });
});
