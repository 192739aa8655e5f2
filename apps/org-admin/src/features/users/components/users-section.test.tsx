import { http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../app/router';
import { anEnrolledProgramRow, anOrgMember } from '../../../testing/org-admin-data';
import { signInAs } from '../../../testing/signed-in';

const server = setupMockApi();

function openUsers(members: ReturnType<typeof anOrgMember>[]) {
  signInAs(server);
  server.use(http.get('/user/org-members', ({ response }) => response(200).json(members)));
  return renderRoute(routes, { pathname: '/administrator', state: { section: 'user' } });
}

describe('User section', () => {
  it('lists the members; a registered one opens their details, an invited one has none', async () => {
    const { user, router } = openUsers([anOrgMember(), anOrgMember({ id: 5, first_name: null, last_name: null, email: 'new@northwind.example', registered: false })]);
    const table = await screen.findByRole('table', { name: 'Members of your organization' });
    const [, ada, invited] = within(table).getAllByRole('row');
    expect(ada).toHaveTextContent(/Ada\s*Lovelace\s*ada@northwind.example\s*Yes/);
    expect(invited).toHaveTextContent(/new@northwind.example\s*No/);
    expect(within(invited!).queryByRole('link')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    server.use(
      http.get('/user/program-enrolled/{email}', ({ response }) => response(200).json([anEnrolledProgramRow()])),
      http.get('/user/all-groups/{email}', ({ response }) => response(200).json([])),
    );
    await user.click(within(ada!).getByRole('link', { name: 'ada@northwind.example' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrator/user-details');
    expect(router.state.location.search).toBe('?email=ada%40northwind.example');
  });

  it('says "No Users in this Organization" when there are none', async () => {
    openUsers([]);
    expect(await screen.findByText('No Users in this Organization')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
