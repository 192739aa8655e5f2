import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { expectNameAndDescriptionRefused } from '../../../testing/text-rule';
import { aSubtopic, aTopic, filterListHandlers } from '../../../testing/curriculum-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

beforeAll(() => import('./subtopic-screens'));

function topicsApi() {
  server.use(http.get('/topic/all', ({ response }) => response(200).json([aTopic(), aTopic({ id: 2, code: 'listening', name: 'Listening' })])));
}

async function fillSubtopic(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'bluf');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bottom line up front');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lead with the conclusion.');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Topic' }), 'Listening');
}

describe('/admin/subtopic/add', () => {
  it('sends the subtopic with its topic, shows a spinner meanwhile, then the spec message, cleared after 6 s', async () => {
    signInAdmin(server);
    topicsApi();
    const bodies: unknown[] = [];
    let answer: () => void = () => undefined;
    server.use(
      http.post('/subtopic/add', async ({ request, response }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (answer = resolve));
        return response(200).json(aSubtopic({ topic_id: 2 }));
      }),
    );
    const { user } = renderRoute(routes, '/admin/subtopic/add');
    expect(await screen.findByRole('heading', { name: 'Add subtopic' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Listening' });
    expect(await axeViolations(document.body)).toEqual([]);
    await fillSubtopic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(bodies).toHaveLength(1), { timeout: WAIT_TIMEOUT_MS });
    expect(bodies[0]).toEqual({ code: 'bluf', name: 'Bottom line up front', description: 'Lead with the conclusion.', topic_id: 2 });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // The message's clock starts when it shows, so the fake clock goes in first.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      answer();
      expect(await screen.findByRole('status')).toHaveTextContent('Sub Topic has been added');
      expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await act(() => vi.advanceTimersByTimeAsync(5_500));
      expect(screen.getByRole('status')).toHaveTextContent('Sub Topic has been added');
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(screen.queryByText('Sub Topic has been added')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when it refuses, and asks for a topic before sending", async () => {
    signInAdmin(server);
    topicsApi();
    const calls: string[] = [];
    server.use(
      http.post('/subtopic/add', ({ response }) => {
        calls.push('add');
        return response(409).json(errorBody('Conflict', 'A subtopic with the code "bluf" already exists. Choose another code.'));
      }),
    );
    const { user } = renderRoute(routes, '/admin/subtopic/add');
    await screen.findByRole('option', { name: 'Listening' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription('Choose a topic.');
    expect(calls).toEqual([]);

    await fillSubtopic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A subtopic with the code "bluf" already exists. Choose another code.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('bluf');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('refuses control and direction characters next to the field, as the server does, and sends name and description trimmed', async () => {
    signInAdmin(server);
    topicsApi();
    const bodies: unknown[] = [];
    server.use(http.post('/subtopic/add', async ({ request, response }) => (bodies.push(await request.json()), response(200).json(aSubtopic({ topic_id: 2 })))));
    const { user } = renderRoute(routes, '/admin/subtopic/add');
    await screen.findByRole('option', { name: 'Listening' });
    await fillSubtopic(user);
    // A right-to-left override would make the name read backwards on every learner's screen.
    const { name, description } = await expectNameAndDescriptionRefused(user, bodies, { name: '\u202etnorf', description: ' \u001b[2J' });

    await user.clear(name);
    await user.type(name, '  Bottom line up front ');
    await user.clear(description);
    await user.type(description, ' Lead with the conclusion.{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sub Topic has been added');
    expect(bodies).toEqual([{ code: 'bluf', name: 'Bottom line up front', description: 'Lead with the conclusion.', topic_id: 2 }]);
  });

  it('says Error Occured for a server failure and the try-again text when no answer comes', async () => {
    signInAdmin(server);
    topicsApi();
    server.use(http.post('/subtopic/add', ({ response }) => response.untyped(new Response('oops', { status: 500 }))));
    const { user } = renderRoute(routes, '/admin/subtopic/add');
    await screen.findByRole('option', { name: 'Listening' });
    await fillSubtopic(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Error Occured');

    server.use(http.post('/subtopic/add', ({ response }) => response.untyped(Response.error())));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
  });
});

describe('/admin/subtopic/list', () => {
  it('shows each subtopic as a card with its name, description and Active or Inactive', async () => {
    signInAdmin(server);
    server.use(
      http.get('/subtopic/all', ({ response }) =>
        response(200).json([aSubtopic(), aSubtopic({ id: 11, code: 'ask', name: 'One ask', description: 'One request per message.', active: false })]),
      ),
    );
    renderRoute(routes, '/admin/subtopic/list');
    const list = await screen.findByRole('list', { name: 'Subtopics' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Bottom line up front' })).toBeInTheDocument();
    expect(within(first).getByText('Lead with the conclusion.')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says when there are none', async () => {
    signInAdmin(server);
    server.use(http.get('/subtopic/all', ({ response }) => response(200).json([])));
    renderRoute(routes, '/admin/subtopic/list');
    expect(await screen.findByText('No subtopics yet.')).toBeInTheDocument();
  });
});
