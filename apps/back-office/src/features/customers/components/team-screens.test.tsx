import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aTeam, anOrganization } from '../../../testing/customer-data';
import { WAIT_TIMEOUT_MS } from '@stride/vite-config/test-limits';

const server = setupMockApi();

beforeAll(() => import('./team-screens'));

describe('/admin/team/add', () => {
  it('asks for all four values, then adds the team to the chosen organisation and says so', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    server.use(
      http.get('/organization/all', ({ response }) => response(200).json([anOrganization(), anOrganization({ id: 2, name: 'Contoso' })])),
      http.post('/group/create-group', async ({ request, response }) => (sent.push(await request.json()), response(200).json(aTeam({ id: 30 })))),
    );
    const { user } = renderRoute(routes, '/admin/team/add');
    const form = await screen.findByRole('form', { name: 'Add team' });
    await screen.findByRole('option', { name: 'Contoso' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ops');
    await user.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all the values');
    expect(sent).toEqual([]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organization' }), 'Contoso');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Operations');
    await user.type(within(form).getByRole('textbox', { name: 'Admin email' }), 'Ops@Contoso.Example');
    await user.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Team added successfully');
    expect(sent).toEqual([{ organization_id: 2, name: 'Ops', description: 'Operations', group_admin_email: 'ops@contoso.example' }]);
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('refuses control and direction characters as the server does, naming the field, and sends nothing', async () => {
    signInAdmin(server);
    const sent: unknown[] = [];
    server.use(
      http.get('/organization/all', ({ response }) => response(200).json([anOrganization()])),
      http.post('/group/create-group', async ({ request, response }) => (sent.push(await request.json()), response(200).json(aTeam()))),
    );
    const { user } = renderRoute(routes, '/admin/team/add');
    const form = await screen.findByRole('form', { name: 'Add team' });
    await screen.findByRole('option', { name: 'Northwind' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organization' }), 'Northwind');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ops\u202esmetsys');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Operations');
    await user.type(within(form).getByRole('textbox', { name: 'Admin email' }), 'ops@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name must not contain characters that change the direction of text.');
    expect(sent).toEqual([]);
  });

  it('shows the server’s reason for a taken name and An error occured. when the organisation is gone', async () => {
    signInAdmin(server);
    server.use(
      http.get('/organization/all', ({ response }) => response(200).json([anOrganization()])),
      http.post('/group/create-group', ({ response }) => response(409).json(errorBody('Conflict', 'Northwind already has a team named "Ops".'))),
    );
    const { user } = renderRoute(routes, '/admin/team/add');
    const form = await screen.findByRole('form', { name: 'Add team' });
    await screen.findByRole('option', { name: 'Northwind' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Organization' }), 'Northwind');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ops');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Operations');
    await user.type(within(form).getByRole('textbox', { name: 'Admin email' }), 'ops@northwind.example');
    await user.click(within(form).getByRole('button', { name: 'Add team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Northwind already has a team named "Ops".');

    server.use(http.post('/group/create-group', ({ response }) => response(404).json(errorBody('NotFound', 'No such organization.'))));
    await user.click(within(form).getByRole('button', { name: 'Add team' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^An error occured\.$/), { timeout: WAIT_TIMEOUT_MS });
  });
});
