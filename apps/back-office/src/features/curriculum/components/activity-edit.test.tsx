import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { expectNameAndDescriptionRefused } from '../../../testing/text-rule';
import type { Activity } from '../api';
import { aReading, aSubtopic, anActivity } from '../../../testing/curriculum-data';

const server = setupMockApi();

beforeAll(() => import('./activity-screens'));

const stored = anActivity({ reading_id: 4, subtopic_id: 10, same_day_bonus: 7, type: 'revise' });

/** The lists the form reads; PUTs answer `answer` and are kept in `bodies`. */
function editApi(answer: (body: unknown) => Response | Activity) {
  const bodies: unknown[] = [];
  let activities: Activity[] = [stored];
  server.use(
    http.get('/activity/all', ({ response }) => response(200).json(activities)),
    http.get('/reading/all', ({ response }) => response(200).json([aReading(), aReading({ id: 9, reading_title: 'Another reading' })])),
    http.get('/subtopic/all', ({ response }) => response(200).json([aSubtopic()])),
    http.put('/activity/update/{activity_id}', async ({ params, request, response }) => {
      const body = await request.json();
      bodies.push({ id: Number(params.activity_id), body });
      const result = answer(body);
      if (result instanceof Response) return response.untyped(result);
      activities = [result];
      return response(200).json(result);
    }),
  );
  return bodies;
}

describe('/admin/activity/edit/{activity_id}', () => {
  it('opens the add form with the activity’s values, sends them all changed, says it was updated and keeps them', async () => {
    signInAdmin(server);
    const bodies = editApi((body) => ({ ...stored, ...(body as Partial<Activity>) }));
    const { user } = renderRoute(routes, '/admin/activity/edit/5');
    expect(await screen.findByRole('heading', { name: 'Edit activity' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('lead-with-point');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lead with the point');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('revise');
    expect(screen.getByRole('textbox', { name: 'Same-day bonus' })).toHaveValue('7');
    await screen.findByRole('option', { name: 'Another reading' });
    expect(screen.getByRole('combobox', { name: 'Reading' })).toHaveValue('4');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Subtopic' })).toHaveValue('10'));
    expect(await axeViolations(document.body)).toEqual([]);

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Lead with it');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reading' }), 'Another reading');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subtopic' }), 'No subtopic');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Activity has been successfully updated');
    expect(bodies).toEqual([
      {
        id: 5,
        body: {
          code: 'lead-with-point',
          name: 'Lead with it',
          description: 'Put the ask in the first line.',
          type: 'revise',
          reattempt_after_days: 3,
          same_day_bonus: 7,
          same_day_all_correct_bonus: 10,
          all_correct_bonus: 5,
          reading_id: 9,
          subtopic_id: null,
        },
      },
    ]);
    // Editing keeps what was saved instead of starting over.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lead with it');
    expect(screen.getByRole('combobox', { name: 'Reading' })).toHaveValue('9');
  });

  it('refuses control and direction characters next to the field, as the server does, and sends name and description trimmed', async () => {
    signInAdmin(server);
    const bodies = editApi((body) => ({ ...stored, ...(body as Partial<Activity>) }));
    const { user } = renderRoute(routes, '/admin/activity/edit/5');
    const { name, description } = await expectNameAndDescriptionRefused(user, bodies, { name: '\u202e', description: '\u0007' });

    await user.clear(name);
    await user.type(name, '  Lead with it ');
    await user.clear(description);
    await user.type(description, ' Put the ask first.{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Activity has been successfully updated');
    expect(bodies).toEqual([{ id: 5, body: expect.objectContaining({ name: 'Lead with it', description: 'Put the ask first.' }) }]);
  });

  it('shows the server’s refusal and keeps the values', async () => {
    signInAdmin(server);
    editApi(() => new Response(JSON.stringify(errorBody('Conflict', 'An activity with the code "taken" already exists. Choose another code.')), { status: 409, headers: { 'content-type': 'application/json' } }));
    const { user } = renderRoute(routes, '/admin/activity/edit/5');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'taken');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An activity with the code "taken" already exists. Choose another code.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('taken');
  });

  it('says so for an activity that does not exist', async () => {
    signInAdmin(server);
    editApi(() => stored);
    renderRoute(routes, '/admin/activity/edit/99');
    expect(await screen.findByText('There is no activity at this address.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit activity' })).toBeInTheDocument();
  });
});
