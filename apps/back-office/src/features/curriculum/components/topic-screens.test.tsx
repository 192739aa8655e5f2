import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { aTopic } from '../../../testing/curriculum-data';
import { signInAdmin } from '../../../testing/signed-in';

const server = setupMockApi();

beforeAll(() => import('./topic-screens'));

function topicsApi() {
  signInAdmin(server);
  server.use(
    http.get('/topic/all', ({ response }) =>
      response(200).json([aTopic(), aTopic({ id: 2, code: 'a-listening', name: 'Listening', active: false }), aTopic({ id: 3, code: 'feedback', name: 'Feedback' })]),
    ),
  );
}

const cardNames = () => within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('heading').map((heading) => heading.textContent);

describe('/admin/topic', () => {
  it('lists topics by name with their flag; search, the Status filter and sort live in the address', async () => {
    topicsApi();
    const { user, router } = renderRoute(routes, '/admin/topic');
    await screen.findByRole('list', { name: 'Topics' });
    expect(cardNames()).toEqual(['Clarity', 'Feedback', 'Listening']);
    expect(screen.getByText('3 topics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Feedback' })).toHaveAttribute('href', '/admin/topic/edit/3');
    expect(screen.getByRole('button', { name: 'Activate Listening' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Code, A to Z');
    expect(cardNames()).toEqual(['Listening', 'Clarity', 'Feedback']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(cardNames()).toEqual(['Clarity', 'Feedback']);
    await user.type(screen.getByRole('searchbox', { name: 'Search topics' }), 'fee{Enter}');
    expect(cardNames()).toEqual(['Feedback']);
    expect(router.state.location.search).toBe('?sort=code&active=true&q=fee');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(await screen.findByText('No topics match the search and filters.')).toBeInTheDocument();
  });

  it('pages 25 topics at a time; a shared link reopens the page, and Back returns to it', async () => {
    signInAdmin(server);
    const many = Array.from({ length: 30 }, (_, index) => aTopic({ id: index + 1, code: `t${String(index + 1).padStart(2, '0')}`, name: `Topic ${String(index + 1).padStart(2, '0')}` }));
    server.use(http.get('/topic/all', ({ response }) => response(200).json(many)));
    const { user, router } = renderRoute(routes, '/admin/topic');
    await screen.findByRole('list', { name: 'Topics' });
    expect(screen.getByText('30 topics, showing 1–25')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of topics' })).getByRole('button', { name: 'Page 2' }));
    expect(cardNames()).toEqual(['Topic 26', 'Topic 27', 'Topic 28', 'Topic 29', 'Topic 30']);
    expect(router.state.location.search).toBe('?page=2');

    await router.navigate('/admin/topic?sort=code&order=desc&page=2');
    expect(await screen.findByRole('heading', { name: 'Topic 05' })).toBeInTheDocument();
    expect(screen.getByText('30 topics, showing 26–30')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Topic 05', 'Topic 04', 'Topic 03', 'Topic 02', 'Topic 01']);
    await user.click(screen.getByRole('link', { name: 'Edit Topic 03' }));
    expect(await screen.findByRole('heading', { name: 'Edit topic' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Topic 03' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=code&order=desc&page=2');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Code, Z to A');
  });
});

describe('/admin/topic/add and edit', () => {
  it('adds a topic and starts over', async () => {
    topicsApi();
    const bodies: unknown[] = [];
    server.use(
      http.post('/topic/add', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(aTopic({ id: 4 }));
      }),
    );
    const { user } = renderRoute(routes, '/admin/topic/add');
    expect(await screen.findByRole('heading', { name: 'Add topic' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'negotiation');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Negotiation ');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Agreeing.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Topic has been added')).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'negotiation', name: 'Negotiation', description: 'Agreeing.' }]);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
  });

  it('is filled and sent with the keyboard alone, from the list', async () => {
    topicsApi();
    const bodies: unknown[] = [];
    server.use(
      http.post('/topic/add', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(aTopic({ id: 4 }));
      }),
    );
    const { user, router } = renderRoute(routes, '/admin/topic');
    const add = await screen.findByRole('link', { name: 'Add topic' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Add topic' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/topic/add');
    screen.getByRole('textbox', { name: 'Code' }).focus();
    await user.keyboard('negotiation');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Negotiation');
    await user.tab();
    await user.keyboard('Agreeing.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Topic has been added')).toBeInTheDocument();
    expect(bodies).toEqual([{ code: 'negotiation', name: 'Negotiation', description: 'Agreeing.' }]);
  });

  it("edits a topic, keeps what was saved, and shows the server's refusal", async () => {
    topicsApi();
    const bodies: unknown[] = [];
    server.use(
      http.put('/topic/update/{topic_id}', async ({ request, response }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        if (body.code === 'clarity') return response(409).json(errorBody('Conflict', 'A topic with the code "clarity" already exists. Choose another code.'));
        return response(200).json(aTopic({ id: 3, ...body }));
      }),
    );
    const { user } = renderRoute(routes, '/admin/topic/edit/3');
    expect(await screen.findByRole('heading', { name: 'Edit topic' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Feedback');
    await user.clear(name);
    await user.type(name, 'Giving feedback');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Topic has been updated')).toBeInTheDocument();
    expect(name).toHaveValue('Giving feedback');

    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'clarity');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A topic with the code "clarity" already exists. Choose another code.')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('says when the address names no topic', async () => {
    topicsApi();
    renderRoute(routes, '/admin/topic/edit/99');
    expect(await screen.findByText('There is no topic at this address.')).toBeInTheDocument();
  });
});
