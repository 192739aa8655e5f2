import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import type { Body } from '@stride/api-sdk';
import { aGoal, aRevision, anActivity, filterListHandlers } from '../../../testing/curriculum-data';
import { aSchedule, aScheduleChallenge } from '../../../testing/schedule-data';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

beforeAll(async () => {
  await import('./schedule-screen');
  await import('./goal-screens');
});

type SavedBody = Body<'replaceGoalStaticSchedule'>;

/**
 * Serves goal 11's schedule, the goals and the lists to add from; a save answers with the schedule it was
 * sent (names looked up), or with `refusal`. Returns the bodies saved.
 */
function scheduleApi(refusal?: string) {
  const bodies: SavedBody[] = [];
  const activities = [
    anActivity(),
    anActivity({ id: 6, code: 'trim', name: 'Trim the preamble' }),
    anActivity({ id: 7, code: 'old', name: 'Old habits', active: false }),
  ];
  const revisions = [aRevision(), aRevision({ id: 4, code: 'old-recap', name: 'Old recap', active: false })];
  const challenges = [aScheduleChallenge(), aScheduleChallenge({ id: 9, code: 'cut', name: 'Cut a meeting' })];
  const names = new Map<string, string>([
    ...activities.map((item) => [`activity:${item.id}`, item.name] as const),
    ...revisions.map((item) => [`revision:${item.id}`, item.name] as const),
    ...challenges.map((item) => [`challenge:${item.id}`, item.name] as const),
  ]);
  server.use(
    http.get('/goal/all', ({ response }) => response(200).json([aGoal(), aGoal({ id: 12, code: 'meetings', name: 'Run crisp meetings' })])),
    http.get('/goal/static-schedule/{goal_id}', ({ params, response }) => {
      expect(params.goal_id).toBe('11');
      return response(200).json(aSchedule());
    }),
    http.get('/activity/all', ({ response }) => response(200).json(activities)),
    http.get('/revision/all', ({ response }) => response(200).json(revisions)),
    http.get('/challenge/all', ({ response }) => response(200).json(challenges)),
    // The curriculum hub, where Leave goes.
    http.get('/curriculum/overview', ({ response }) => response(200).json({ programs: [] })),
    http.put('/goal/static-schedule/{goal_id}', async ({ request, response }) => {
      const body = await request.json();
      bodies.push(body);
      if (refusal) return response(400).json(errorBody('ValidationError', refusal));
      return response(200).json({
        goal_id: 11,
        number_of_days: body.days.length,
        days: body.days.map((day) => ({
          day_number: day.day_number,
          learn: day.learn.map((item) => ({ ...item, name: names.get(`${item.item_type}:${item.id}`) ?? '' })),
          do: day.do.map((item) => ({ ...item, name: names.get(`challenge:${item.challenge_id}`) ?? '' })),
        })),
      });
    }),
  );
  return bodies;
}

const day = (number: number) => screen.getByRole('group', { name: `Day ${number}` });
const lane = (name: 'Learn' | 'Do', number: number) => screen.getByRole('group', { name: `${name} on day ${number}` });
/** The item names of a day's list, in order. */
const itemsOf = (name: 'Learn' | 'Do', number: number) =>
  within(lane(name, number))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const changes = () => screen.getByRole('status', { name: 'Schedule changes' });

async function openGoal11() {
  const view = renderRoute(routes, '/admin/goal-static-schedule?goal_id=11');
  await screen.findByRole('group', { name: 'Day 3' });
  await screen.findByRole('option', { name: 'Cut a meeting' });
  return view;
}

describe('/admin/goal-static-schedule', () => {
  it('chooses the goal with a select kept in the address, and shows each day with its Learn and Do items', async () => {
    signInAdmin(server);
    scheduleApi();
    const { user, router } = renderRoute(routes, '/admin/goal-static-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goal static schedule' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Goal' }), 'Write messages people act on');
    expect(router.state.location.search).toBe('?goal_id=11');

    await screen.findByRole('group', { name: 'Day 1' });
    expect(within(screen.getByRole('list', { name: 'Days' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
    ]);
    expect(itemsOf('Learn', 1)).toEqual(['Lead with the point', 'Trim the preamble']);
    expect(itemsOf('Do', 1)).toEqual(['Send a one-line ask']);
    expect(within(lane('Learn', 2)).getByText('Revision')).toBeInTheDocument();
    expect(within(day(3)).getByText('Nothing to learn')).toBeInTheDocument();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    // An inactive activity is offered but cannot be chosen: the server would refuse it.
    expect(await screen.findByRole('option', { name: 'Old habits (inactive)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Old recap (inactive)' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('moves an item to another day and within a day with the keyboard, announcing each move, focus following the item', async () => {
    signInAdmin(server);
    scheduleApi();
    const { user } = await openGoal11();

    await user.click(within(day(1)).getByRole('button', { name: 'Move Trim the preamble to day 2' }));
    expect(itemsOf('Learn', 2)).toEqual(['Clarity week', 'Trim the preamble']);
    expect(changes()).toHaveTextContent('Trim the preamble moved to day 2.');
    // Focus follows the item to its new day.
    await waitFor(() => expect(within(day(2)).getByRole('button', { name: 'Move Trim the preamble to day 3' })).toHaveFocus());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(within(day(2)).getByRole('button', { name: 'Move Trim the preamble up' }));
    expect(itemsOf('Learn', 2)).toEqual(['Trim the preamble', 'Clarity week']);
    expect(changes()).toHaveTextContent('Trim the preamble moved to position 1 of 2 on day 2.');
    await waitFor(() => expect(within(day(2)).getByRole('button', { name: 'Move Trim the preamble down' })).toHaveFocus());
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('removes and adds with the keyboard, refuses a duplicate, and saves the whole schedule', async () => {
    signInAdmin(server);
    const bodies = scheduleApi();
    const { user } = await openGoal11();
    await user.click(within(day(1)).getByRole('button', { name: 'Move Trim the preamble to day 2' }));

    await user.click(within(day(1)).getByRole('button', { name: 'Remove Send a one-line ask from day 1' }));
    expect(itemsOf('Do', 1)).toEqual([]);
    expect(changes()).toHaveTextContent('Send a one-line ask removed from day 1.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Day 1' })).toHaveFocus());

    const add = screen.getByRole('form', { name: 'Add an item' });
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Item to add' }), 'Cut a meeting');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'To day' }), 'Day 3');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(itemsOf('Do', 3)).toEqual(['Cut a meeting']);
    expect(changes()).toHaveTextContent('Cut a meeting added to day 3.');
    // A revision joins the day's Learn list.
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Item to add' }), 'Clarity week');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(itemsOf('Learn', 3)).toEqual(['Clarity week']);
    expect(changes()).toHaveTextContent('Clarity week added to day 3.');

    // The same activity twice on a day is refused at once, as the server would.
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Item to add' }), 'Lead with the point');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'To day' }), 'Day 1');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(changes()).toHaveTextContent('Lead with the point is already on day 1.');
    expect(itemsOf('Learn', 1)).toEqual(['Lead with the point']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Schedule has been saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        days: [
          { day_number: 1, learn: [{ item_type: 'activity', id: 5 }], do: [] },
          { day_number: 2, learn: [{ item_type: 'revision', id: 3 }, { item_type: 'activity', id: 6 }], do: [] },
          { day_number: 3, learn: [{ item_type: 'revision', id: 3 }], do: [{ challenge_id: 9 }] },
        ],
      },
    ]);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the changes", async () => {
    signInAdmin(server);
    const bodies = scheduleApi('Activity 6 is inactive, so it cannot be scheduled.');
    const { user } = await openGoal11();
    await user.click(within(day(1)).getByRole('button', { name: 'Move Lead with the point down' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Activity 6 is inactive, so it cannot be scheduled.');
    expect(bodies).toHaveLength(1);
    expect(itemsOf('Learn', 1)).toEqual(['Trim the preamble', 'Lead with the point']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('moves an item by dragging it onto another day, only into a list of its kind', async () => {
    signInAdmin(server);
    scheduleApi();
    await openGoal11();
    const dataTransfer = { setData: () => undefined, effectAllowed: 'none', dropEffect: 'none' };
    const item = within(lane('Learn', 1)).getByText('Lead with the point').closest('li');
    if (!item) throw new Error('No item');

    // An activity cannot go into a Do list: the list does not take the drop.
    fireEvent.dragStart(item, { dataTransfer });
    expect(fireEvent.dragOver(lane('Do', 3), { dataTransfer })).toBe(true);
    fireEvent.drop(lane('Do', 3), { dataTransfer });
    expect(itemsOf('Do', 3)).toEqual([]);

    // Dropped on an item, it goes before that item.
    expect(fireEvent.dragOver(lane('Learn', 2), { dataTransfer })).toBe(false);
    fireEvent.drop(within(lane('Learn', 2)).getByText('Clarity week'), { dataTransfer });
    fireEvent.dragEnd(item, { dataTransfer });
    expect(itemsOf('Learn', 1)).toEqual(['Trim the preamble']);
    expect(itemsOf('Learn', 2)).toEqual(['Lead with the point', 'Clarity week']);
    expect(changes()).toHaveTextContent('Lead with the point moved to day 2.');

    // Dropped on an empty list, at its end.
    const challenge = within(lane('Do', 1)).getByText('Send a one-line ask').closest('li');
    if (!challenge) throw new Error('No item');
    fireEvent.dragStart(challenge, { dataTransfer });
    fireEvent.dragOver(lane('Do', 3), { dataTransfer });
    fireEvent.drop(lane('Do', 3), { dataTransfer });
    expect(itemsOf('Do', 3)).toEqual(['Send a one-line ask']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    signInAdmin(server);
    scheduleApi();
    const { user, router } = await openGoal11();
    await user.click(within(day(1)).getByRole('button', { name: 'Remove Lead with the point from day 1' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'Run crisp meetings');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving the schedule?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(itemsOf('Learn', 1)).toEqual(['Trim the preamble']);

    await user.click(screen.getByRole('link', { name: 'Curriculum' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving the schedule?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/curriculum'));
  });

  it("opens from a goal card's Schedule link with that goal chosen", async () => {
    signInAdmin(server);
    scheduleApi();
    const { user, router } = renderRoute(routes, '/admin/goal/list');
    await user.click(await screen.findByRole('link', { name: 'Schedule of Write messages people act on' }));
    expect(await screen.findByRole('group', { name: 'Day 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?goal_id=11');
    expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveValue('11');
  });
});
