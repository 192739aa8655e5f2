import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import type { Activity, Goal, Reading, Subtopic } from '../api';
import { aChallenge } from '../../../testing/challenge-data';
import { aGoal, aReading, aSubtopic, anActivity, filterListHandlers } from '../../../testing/curriculum-data';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

beforeAll(() =>
  Promise.all([import('./subtopic-screens'), import('./goal-screens'), import('./activity-screens'), import('./reading-screens'), import('./challenge-screens')]),
);

/** The subtopic list backed by a list the handlers change, as the server would. */
function subtopicsApi(initial: Subtopic[]) {
  let subtopics = initial;
  const calls: { method: string; kind: string; id: number; body?: unknown }[] = [];
  server.use(
    http.get('/subtopic/all', ({ response }) => response(200).json(subtopics)),
    http.patch('/curriculum/{kind}/{id}/active', async ({ params, request, response }) => {
      const body = await request.json();
      calls.push({ method: 'PATCH', kind: params.kind, id: Number(params.id), body });
      subtopics = subtopics.map((item) => (item.id === Number(params.id) ? { ...item, active: body.active } : item));
      return response(200).json({ kind: params.kind, id: Number(params.id), active: body.active });
    }),
    http.delete('/curriculum/{kind}/{id}', ({ params, response }) => {
      calls.push({ method: 'DELETE', kind: params.kind, id: Number(params.id) });
      const item = subtopics.find((candidate) => candidate.id === Number(params.id));
      subtopics = subtopics.filter((candidate) => candidate.id !== Number(params.id));
      return response(200).json({ message: `The subtopic "${item?.name ?? ''}" has been deleted.` });
    }),
  );
  return calls;
}

describe('the actions of a content card', () => {
  it('deactivate and activate the item: the flag is sent, the card follows and the page says so', async () => {
    signInAdmin(server);
    const calls = subtopicsApi([aSubtopic()]);
    const { user } = renderRoute(routes, '/admin/subtopic/list');
    const card = within(await screen.findByRole('list', { name: 'Subtopics' })).getByRole('listitem');
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Deactivate Bottom line up front' }));
    expect(await screen.findByRole('status')).toHaveTextContent('"Bottom line up front" has been deactivated.');
    expect(await within(card).findByText('Inactive')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PATCH', kind: 'subtopic', id: 10, body: { active: false } }]);

    await user.click(await within(card).findByRole('button', { name: 'Activate Bottom line up front' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('"Bottom line up front" has been activated.'));
    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'PATCH', kind: 'subtopic', id: 10, body: { active: true } });
  });

  it('delete asks first; Cancel sends nothing; confirmed, the card goes and the server’s message is shown', async () => {
    signInAdmin(server);
    const calls = subtopicsApi([aSubtopic(), aSubtopic({ id: 11, code: 'ask', name: 'One ask' })]);
    const { user } = renderRoute(routes, '/admin/subtopic/list');
    const list = await screen.findByRole('list', { name: 'Subtopics' });
    await user.click(within(list).getByRole('button', { name: 'Delete One ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "One ask"?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Delete One ask' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete "One ask"?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The subtopic "One ask" has been deleted.');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'One ask' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Bottom line up front' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', kind: 'subtopic', id: 11 }]);
  });

  it('a refused delete shows the server’s reason in the dialog and the item stays', async () => {
    signInAdmin(server);
    const reason = 'The activity "Lead with the point" has been answered by learners, so it cannot be deleted. Deactivate it instead.';
    const activities: Activity[] = [anActivity()];
    server.use(
      http.get('/activity/all', ({ response }) => response(200).json(activities)),
      http.delete('/curriculum/{kind}/{id}', ({ response }) => response(409).json(errorBody('ContentInUse', reason))),
    );
    const { user } = renderRoute(routes, '/admin/activity/all');
    await user.click(await screen.findByRole('button', { name: 'Delete Lead with the point' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Lead with the point"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Lead with the point' })).toBeInTheDocument();

    // Opened again, the dialog starts without the old refusal; a failure without an answer says to try later.
    server.use(http.delete('/curriculum/{kind}/{id}', ({ response }) => response.untyped(Response.error())));
    await user.click(screen.getByRole('button', { name: 'Delete Lead with the point' }));
    const again = await screen.findByRole('dialog', { name: 'Delete "Lead with the point"?' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
  });

  it('a refused switch says why on the page', async () => {
    signInAdmin(server);
    server.use(
      http.get('/reading/all', ({ response }) => response(200).json([aReading()])),
      http.patch('/curriculum/{kind}/{id}/active', ({ response }) => response(404).json(errorBody('NotFound', 'There is no reading with id 4.'))),
    );
    const { user } = renderRoute(routes, '/admin/reading/list');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Why the point goes first' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no reading with id 4.');
  });

  it('are on goal, reading, activity and challenge cards, each with its own kind and the item’s own flag', async () => {
    signInAdmin(server);
    const goals: Goal[] = [aGoal({ active: false })];
    const readings: Reading[] = [aReading()];
    const sent: string[] = [];
    server.use(
      http.get('/goal/all', ({ response }) => response(200).json(goals)),
      http.get('/reading/all', ({ response }) => response(200).json(readings)),
      http.get('/challenge/all', ({ response }) => response(200).json([aChallenge()])),
      http.get('/activity/list', ({ response }) =>
        response(200).json([{ goal_id: 11, activity_id: 5, active: false, activity: anActivity({ active: false }) }]),
      ),
      http.patch('/curriculum/{kind}/{id}/active', async ({ params, request, response }) => {
        const { active } = await request.json();
        sent.push(`${params.kind} ${params.id} ${String(active)}`);
        return response(200).json({ kind: params.kind, id: Number(params.id), active });
      }),
    );
    const goalList = renderRoute(routes, '/admin/goal/list');
    await goalList.user.click(await screen.findByRole('button', { name: 'Activate Write messages people act on' }));
    await waitFor(() => expect(sent).toEqual(['goal 11 true']));
    goalList.unmount();

    const activityList = renderRoute(routes, '/admin/activity/list?goal_id=11');
    await activityList.user.click(await screen.findByRole('button', { name: 'Activate Lead with the point' }));
    await waitFor(() => expect(sent).toEqual(['goal 11 true', 'activity 5 true']));
    expect(screen.getByRole('link', { name: 'Edit Lead with the point' })).toHaveAttribute('href', '/admin/activity/edit/5');
    activityList.unmount();

    const readingList = renderRoute(routes, '/admin/reading/list');
    await readingList.user.click(await screen.findByRole('button', { name: 'Deactivate Why the point goes first' }));
    await waitFor(() => expect(sent).toEqual(['goal 11 true', 'activity 5 true', 'reading 4 false']));
    readingList.unmount();

    const challengeList = renderRoute(routes, '/admin/challenge/all');
    await challengeList.user.click(await screen.findByRole('button', { name: `Deactivate ${aChallenge().name}` }));
    await waitFor(() => expect(sent.at(-1)).toBe(`challenge ${aChallenge().id} false`));
  });
});
