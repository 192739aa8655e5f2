import { aGroupMembership, errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http as rawHttp, HttpResponse } from 'msw';
import { routes } from '../../../app/router';
import { anEnrolledProgramRow } from '../../../testing/org-admin-data';
import { signInAs, signInGroupAdmin } from '../../../testing/signed-in';

const server = setupMockApi();
const DETAILS = '/administrator/user-details?email=ada%40northwind.example';

function memberHas(programs: ReturnType<typeof anEnrolledProgramRow>[], groups: ReturnType<typeof aGroupMembership>[]) {
  server.use(
    http.get('/user/program-enrolled/{email}', ({ params, response }) =>
      params.email === 'ada@northwind.example' ? response(200).json(programs) : response(404).json(errorBody('NotFound', 'Unexpected email')),
    ),
    http.get('/user/all-groups/{email}', ({ response }) => response(200).json(groups)),
  );
}

describe('/administrator/user-details', () => {
  it('shows the programs with Yet To Start at 0 %, Ongoing after and Completed at 100 %, and the groups joined', async () => {
    signInAs(server);
    memberHas(
      [
        anEnrolledProgramRow(),
        anEnrolledProgramRow({ goal: { name: 'Run crisp meetings', program: { name: 'Effective Communication at Work' } }, start_date: '2026-12-01', completion_percentage: 0 }),
        anEnrolledProgramRow({ goal: { name: 'Plan a realistic week', program: { name: 'Time Management and Prioritisation' } }, start_date: '2026-10-05', completion_percentage: 100 }),
      ],
      [aGroupMembership({ groups: [{ name: 'Sales leads' }] })],
    );
    const { user } = renderRoute(routes, DETAILS);
    expect(await screen.findByRole('heading', { name: 'ada@northwind.example' })).toBeInTheDocument();

    const programs = await screen.findByRole('table', { name: 'Programs Enrolled' });
    const [, started, notStarted, finished] = within(programs).getAllByRole('row');
    expect(started).toHaveTextContent(/Write messages people act on\s*Effective Communication at Work\s*16 Nov 2026\s*Ongoing\s*25%/);
    expect(notStarted).toHaveTextContent(/Run crisp meetings.*1 Dec 2026\s*Yet To Start\s*0%/);
    expect(finished).toHaveTextContent(/Plan a realistic week.*5 Oct 2026\s*Completed\s*100%/);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Groups Joined' }));
    expect(within(screen.getByRole('table', { name: 'Groups Joined' })).getByText('Sales leads')).toBeVisible();
  });

  it('says "No Enrolled Programs" and "No Groups Joined" when there are none', async () => {
    signInAs(server);
    memberHas([], []);
    const { user } = renderRoute(routes, DETAILS);
    expect(await screen.findByText('No Enrolled Programs')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Groups Joined' }));
    expect(await screen.findByText('No Groups Joined')).toBeVisible();
  });

  it("says so when the email is not a member of the admin's organisation", async () => {
    signInAs(server);
    const notMember = errorBody('NotFound', 'someone@elsewhere.example is not a member of your organization.');
    server.use(
      http.get('/user/program-enrolled/{email}', ({ response }) => response(404).json(notMember)),
      http.get('/user/all-groups/{email}', ({ response }) => response(404).json(notMember)),
    );
    renderRoute(routes, '/administrator/user-details?email=someone%40elsewhere.example');
    expect(await screen.findByRole('alert')).toHaveTextContent('someone@elsewhere.example is not a member of your organization.');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('goes back to the User section', async () => {
    signInAs(server);
    memberHas([], []);
    server.use(http.get('/user/org-members', ({ response }) => response(200).json([])));
    const { user, router } = renderRoute(routes, DETAILS);
    await user.click(await screen.findByRole('link', { name: 'Back to users' }));
    expect(await screen.findByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrator');
  });

  it('sends a group admin to /administrator', async () => {
    // Which calls the Reports section makes is that section's business, not this test's (handlers added later win).
    server.use(rawHttp.get('*/api/*', () => HttpResponse.json(errorBody('Unavailable', 'Not part of this test'), { status: 503 })));
    signInGroupAdmin(server);
    const { router } = renderRoute(routes, DETAILS);
    // The side menu is on the details screen too (docs/phone-layouts.md): wait for the address, not the menu.
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator'));
    expect(screen.getByRole('navigation', { name: 'Administrator' })).toBeInTheDocument();
  });
});
