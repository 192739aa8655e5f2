import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { anAuthoredProgram, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { pictureSource } from '../program-pictures';

const server = setupMockApi();

beforeAll(() => import('./program-screens'));

const UPLOADED = '/api/program/image/0123456789abcdef0123456789abcdef';
const programs = [
  anAuthoredProgram({ id: 1, name: 'Leading Teams', number_of_days: 20, goal_count: 3, learner_count: 1, display_image_url: '/images/programs/leading-teams.svg' }),
  anAuthoredProgram({ id: 2, code: 'meeting', name: 'Meeting Sprint', program_type: 'sprint', number_of_days: 10, goal_count: 1, learner_count: 9 }),
  anAuthoredProgram({ id: 3, code: 'customers', name: 'Customer Centricity', number_of_days: 30, goal_count: 2, learner_count: 0, active: false }),
];

function programsApi() {
  signInAdmin(server);
  server.use(http.get('/program/all', ({ response }) => response(200).json(programs)));
}

const cardNames = () => within(screen.getByRole('list', { name: 'Programs' })).getAllByRole('heading').map((heading) => heading.textContent);

describe('/admin/program', () => {
  it('lists programs with type, days, goals, learners and flag; search, filters and sort live in the address', async () => {
    programsApi();
    const { user, router } = renderRoute(routes, '/admin/program?sort=learners&order=desc');
    await screen.findByRole('list', { name: 'Programs' });
    expect(cardNames()).toEqual(['Meeting Sprint', 'Leading Teams', 'Customer Centricity']);
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Learners enrolled, most first');
    expect(screen.getByText('3 programs')).toBeInTheDocument();
    expect(screen.getByText('Sprint · 10 days · 1 goal · 9 learners enrolled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Leading Teams' })).toHaveAttribute('href', '/admin/program/edit/1');
    expect(screen.getByRole('button', { name: 'Activate Customer Centricity' })).toBeInTheDocument();
    // Programs are switched off, never deleted here.
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Programs');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(cardNames()).toEqual(['Leading Teams']);
    expect(router.state.location.search).toBe('?sort=learners&order=desc&type=program&active=true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any status');
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'CUST{Enter}');
    expect(cardNames()).toEqual(['Customer Centricity']);
    expect(router.state.location.search).toBe('?sort=learners&order=desc&type=program&q=CUST');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Days, longest first');
    expect(router.state.location.search).toBe('?sort=days&order=desc&type=program&q=CUST');
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'omers{Enter}');
    expect(await screen.findByText('No programs match the search and filters.')).toBeInTheDocument();
  });

  it('pages 25 programs at a time; a shared link reopens the page, and Back returns to it', async () => {
    signInAdmin(server);
    const many = Array.from({ length: 30 }, (_, index) => anAuthoredProgram({ id: index + 1, code: `p${index + 1}`, name: `Program ${String(index + 1).padStart(2, '0')}` }));
    server.use(http.get('/program/all', ({ response }) => response(200).json(many)));
    const { user, router } = renderRoute(routes, '/admin/program');
    await screen.findByRole('list', { name: 'Programs' });
    expect(screen.getByText('30 programs, showing 1–25')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(25);
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of programs' })).getByRole('button', { name: 'Page 2' }));
    expect(cardNames()).toEqual(['Program 26', 'Program 27', 'Program 28', 'Program 29', 'Program 30']);
    expect(router.state.location.search).toBe('?page=2');

    await router.navigate('/admin/program?order=desc&page=2');
    expect(await screen.findByRole('heading', { name: 'Program 05' })).toBeInTheDocument();
    expect(screen.getByText('30 programs, showing 26–30')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Program 05', 'Program 04', 'Program 03', 'Program 02', 'Program 01']);
    await user.click(screen.getByRole('link', { name: 'Edit Program 03' }));
    expect(await screen.findByRole('heading', { name: 'Edit program' })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Program 03' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order=desc&page=2');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Name, Z to A');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('deactivates a program with its card button', async () => {
    programsApi();
    const bodies: unknown[] = [];
    server.use(
      http.patch('/curriculum/{kind}/{id}/active', async ({ request, params, response }) => {
        bodies.push({ kind: params.kind, id: params.id, ...((await request.json()) as object) });
        return response(200).json({ kind: 'program', id: 1, active: false });
      }),
    );
    const { user } = renderRoute(routes, '/admin/program');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Leading Teams' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ kind: 'program', id: '1', active: false }]), { timeout: WAIT_TIMEOUT_MS });
    expect(await screen.findByText('"Leading Teams" has been deactivated.')).toBeInTheDocument();
  });
});

describe('/admin/program/add', () => {
  it('sends the program with a shipped picture, previewed before saving', async () => {
    programsApi();
    const bodies: unknown[] = [];
    server.use(
      http.post('/program/add', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(programs[0]!);
      }),
    );
    const { user } = renderRoute(routes, '/admin/program/add');
    expect(await screen.findByRole('heading', { name: 'Add program' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'negotiation');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Negotiation');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Reach agreements.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'sprint');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'master');
    const days = screen.getByRole('textbox', { name: 'Number of days' });
    await user.clear(days);
    await user.type(days, '12');
    const preview = screen.getByRole('img', { name: "Preview of the program's picture" });
    expect(preview).toHaveAttribute('src', pictureSource(null));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Picture' }), 'Leading teams');
    expect(preview).toHaveAttribute('src', pictureSource('/images/programs/leading-teams.svg'));
    expect(pictureSource('/images/programs/leading-teams.svg')).not.toBe(pictureSource(null));
    await user.click(screen.getByRole('switch', { name: /^Active/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Program has been added')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        code: 'negotiation',
        name: 'Negotiation',
        description: 'Reach agreements.',
        program_type: 'sprint',
        proficiency: 'master',
        number_of_days: 12,
        display_image_url: '/images/programs/leading-teams.svg',
        active: false,
      },
    ]);
  });

  it('reaches every field in order with Tab, and switches the flag with Space', async () => {
    programsApi();
    const { user } = renderRoute(routes, '/admin/program/add');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    code.focus();
    const order = [
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('textbox', { name: 'Description' }),
      screen.getByRole('combobox', { name: 'Type' }),
      screen.getByRole('combobox', { name: 'Level' }),
      screen.getByRole('textbox', { name: 'Number of days' }),
      screen.getByRole('combobox', { name: 'Picture' }),
      screen.getByRole('button', { name: 'Or upload a picture' }),
      screen.getByRole('switch', { name: /^Active/ }),
      screen.getByRole('button', { name: 'Submit' }),
    ];
    for (const control of order) {
      await user.tab();
      expect(control).toHaveFocus();
    }
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name: /^Active/ })).not.toBeChecked();
  });

  it("uploads a picture and saves its address; the server's refusal of a file is shown at the field", async () => {
    programsApi();
    const uploads: boolean[] = [];
    let refuse = true;
    server.use(
      http.post('/program/image', async ({ request, response }) => {
        uploads.push((await request.formData()).has('image'));
        if (refuse) return response(400).json(errorBody('NotAnImage', 'Please choose a PNG, JPEG or WebP image.'));
        return response(200).json({ display_image_url: UPLOADED });
      }),
      http.put('/program/update/{program_id}', async ({ request, response }) => response(200).json({ ...programs[1]!, ...((await request.json()) as object) })),
    );
    const { user, container } = renderRoute(routes, '/admin/program/edit/2');
    expect(await screen.findByRole('heading', { name: 'Edit program' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Meeting Sprint');
    expect(screen.getByRole('button', { name: 'Or upload a picture' })).toBeInTheDocument();
    // Mantine's FileInput is a button over a hidden file input, which takes the file.
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image.')).toBeInTheDocument();
    refuse = false;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' }));
    expect(await screen.findByText('The picture has been uploaded. Submit to save it on the program.')).toBeInTheDocument();
    expect(uploads).toEqual([true, true]);
    expect(screen.getByRole('combobox', { name: 'Picture' })).toHaveDisplayValue('Uploaded picture');
    expect(screen.getByRole('img', { name: "Preview of the program's picture" })).toHaveAttribute('src', UPLOADED);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Program has been updated')).toBeInTheDocument();
    // The form keeps what was saved.
    expect(screen.getByRole('combobox', { name: 'Picture' })).toHaveDisplayValue('Uploaded picture');
  });
});

describe('/admin/program/edit/:program_id', () => {
  it("shows the server's refusal (a sprint of several goals) and says when the address names no program", async () => {
    programsApi();
    server.use(
      http.put('/program/update/{program_id}', ({ response }) =>
        response(409).json(errorBody('SprintHasGoal', 'A sprint has exactly one goal, and "Leading Teams" has 3 active goals. Deactivate all but one before making it a sprint.')),
      ),
    );
    const { user } = renderRoute(routes, '/admin/program/edit/1');
    await screen.findByRole('heading', { name: 'Edit program' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'sprint');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/A sprint has exactly one goal, and "Leading Teams" has 3 active goals/)).toBeInTheDocument();
  });

  it('says when the address names no program', async () => {
    programsApi();
    renderRoute(routes, '/admin/program/edit/99');
    expect(await screen.findByText('There is no program at this address.')).toBeInTheDocument();
  });
});
