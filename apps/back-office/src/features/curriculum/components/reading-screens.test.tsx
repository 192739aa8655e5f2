import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aReading, aSubtopic, filterListHandlers } from '../../../testing/curriculum-data';

const server = setupMockApi();
// The list screens' filters load programs, goals and topics.
beforeEach(() => server.use(...filterListHandlers()));

beforeAll(() => import('./reading-screens'));

describe('/admin/reading/add', () => {
  it('sends title, text and subtopic, says Reading has been added, and shows a refusal', async () => {
    signInAdmin(server);
    const bodies: unknown[] = [];
    server.use(
      http.get('/subtopic/all', ({ response }) => response(200).json([aSubtopic()])),
      http.post('/reading/add', async ({ request, response }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? response(200).json(aReading()) : response(404).json(errorBody('NotFound', 'No subtopic with id 10.'));
      }),
    );
    const { user } = renderRoute(routes, '/admin/reading/add');
    expect(await screen.findByRole('heading', { name: 'Add reading' })).toBeInTheDocument();
    const fill = async () => {
      await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Why the point goes first');
      await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Readers decide early.');
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Subtopic' }), 'Bottom line up front');
    };
    await fill();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reading has been added');
    expect(bodies).toEqual([{ reading_title: 'Why the point goes first', reading_text: 'Readers decide early.', subtopic_id: 10 }]);

    await fill();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No subtopic with id 10.');
  });
});

describe('/admin/reading/add, the text rule', () => {
  it('refuses control and direction characters next to the field, as the server does, and sends title and text trimmed', async () => {
    signInAdmin(server);
    const bodies: unknown[] = [];
    server.use(
      http.get('/subtopic/all', ({ response }) => response(200).json([aSubtopic()])),
      http.post('/reading/add', async ({ request, response }) => (bodies.push(await request.json()), response(200).json(aReading()))),
    );
    const { user } = renderRoute(routes, '/admin/reading/add');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const text = screen.getByRole('textbox', { name: 'Text' });
    await user.type(title, 'Why the point goes first\u202e');
    await user.click(text);
    await user.paste('Readers decide early.\u0000');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Subtopic' }), 'Bottom line up front');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Title must not contain characters that change the direction of text.');
    expect(screen.getByText('Text must not contain control characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(title);
    await user.type(title, ' Why the point goes first ');
    await user.clear(text);
    await user.type(text, '  Readers decide early.{Enter}{Enter}They read on.{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reading has been added');
    expect(bodies).toEqual([{ reading_title: 'Why the point goes first', reading_text: 'Readers decide early.\n\nThey read on.', subtopic_id: 10 }]);
  });
});

describe('/admin/reading/list', () => {
  it('lists the readings with their text and status', async () => {
    signInAdmin(server);
    server.use(http.get('/reading/all', ({ response }) => response(200).json([aReading(), aReading({ id: 5, reading_title: 'Old one', active: false })])));
    renderRoute(routes, '/admin/reading/list');
    const list = await screen.findByRole('list', { name: 'Readings' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Why the point goes first' })).toBeInTheDocument();
    expect(within(first).getByText('Readers decide in the first line whether to read on.')).toBeInTheDocument();
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
