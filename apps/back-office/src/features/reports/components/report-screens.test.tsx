import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aBasicMetricsReport, aTeam, anInactiveUsersReport, anOrganization } from '../../../testing/report-data';

const server = setupMockApi();

beforeAll(() => Promise.all([import('./report-list-screen'), import('./display-report-screen')]));

const northwindTeams = [aTeam(), aTeam({ id: 11, name: 'Support leads' })];

/** The list's calls, recording each report asked for (path and query). */
function reportsApi() {
  const asked: string[] = [];
  server.use(
    http.get('/organization/all', ({ response }) => response(200).json([anOrganization(), anOrganization({ id: 2, name: 'Contoso', country: 'uk' })])),
    http.get('/group/all', ({ query, response }) => response(200).json(query.get('organization_id') === '1' ? northwindTeams : [])),
    http.get('/reports/{name}/{variant}', ({ params, request, response }) => {
      asked.push(`${params.name}/${params.variant}${new URL(request.url).search}`);
      return response(200).json(params.name === 'inactive-users' ? anInactiveUsersReport() : aBasicMetricsReport());
    }),
  );
  return asked;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('/report', () => {
  it('asks for an organisation, then lists the nine reports with Report, Description and Actions', async () => {
    signInAdmin(server);
    reportsApi();
    const { user } = renderRoute(routes, '/report');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Choose an organization to see its reports.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Team' })).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);

    await screen.findByRole('option', { name: 'Northwind' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'Northwind');
    const table = await screen.findByRole('table', { name: 'Reports of Northwind' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Report', 'Description', 'Actions']);
    expect(rowsOf(table).map((row) => row[0])).toEqual([
      'Unregistered users',
      'Users who have not started',
      'Inactive users',
      'Basic metrics',
      'Program completion',
      'Users who completed an entire program',
      "Today's learning summary",
      "Yesterday's learning summary",
      'Active users: this week and last week',
    ]);
    expect(rowsOf(table)[3]).toEqual(['Basic metrics', 'Members, enrolments, active learners, points and completions at a glance.', 'View']);
    expect(await axeViolations(document.body)).toEqual([]);

    await screen.findByRole('option', { name: 'Sales leads' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Sales leads');
    expect(await screen.findByRole('table', { name: 'Reports of Northwind: Sales leads' })).toBeInTheDocument();
  });

  it('View opens /display-report with the report’s link: the organisation’s, or the chosen team’s', async () => {
    signInAdmin(server);
    const asked = reportsApi();
    const { user, router } = renderRoute(routes, '/report?organization_id=1&group_id=10');
    await user.click(await screen.findByRole('button', { name: 'View Basic metrics' }));
    expect(router.state.location.pathname).toBe('/display-report');
    expect(new URLSearchParams(router.state.location.search).get('report')).toBe('reports/basic-metrics/group_admin?group_id=10');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/report?organization_id=1&group_id=10');
    expect(router.state.location.state).toEqual({ viewLink: 'reports/basic-metrics/group_admin?group_id=10', returnTo: '/report?organization_id=1&group_id=10' });
    expect(await screen.findByRole('table', { name: 'Basic metrics' })).toBeInTheDocument();
    expect(asked).toEqual(['basic-metrics/group_admin?group_id=10']);

    // Back keeps the organisation and team chosen; choosing All teams reads the organisation's reports.
    await user.click(screen.getByRole('link', { name: 'Back to reports' }));
    expect(router.state.location.search).toBe('?organization_id=1&group_id=10');
    await screen.findByRole('table', { name: 'Reports of Northwind: Sales leads' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'All teams');
    await user.click(await screen.findByRole('button', { name: 'View Program completion' }));
    expect(router.state.location.state).toMatchObject({ viewLink: 'reports/program-completion/org_admin?organization_id=1' });
  });

  it('the inactive-users report first asks for a day option: without one, Select a option from drop down.', async () => {
    signInAdmin(server);
    const asked = reportsApi();
    const { user, router } = renderRoute(routes, '/report?organization_id=1');
    await user.click(await screen.findByRole('button', { name: 'View Inactive users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inactive users' });
    const days = within(dialog).getByRole('combobox', { name: 'Inactive' });
    expect(within(days).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an option',
      'Today',
      'For Last 2 Days',
      'For More Than 3 Days',
      'For More Than 7 Days',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'View report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Select a option from drop down.');
    expect(router.state.location.pathname).toBe('/report');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(days, 'Today');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View report' }));
    expect(router.state.location.state).toMatchObject({ viewLink: 'reports/inactive-users/org_admin?days=0&organization_id=1' });
    const table = await screen.findByRole('table', { name: 'Inactive users' });
    expect(screen.getByText('Inactive: Today')).toBeInTheDocument();
    expect(rowsOf(table)).toEqual([['Tom Reyes', 'tom@northwind.example', '2026-11-24', '1']]);
    expect(asked).toEqual(['inactive-users/org_admin?days=0&organization_id=1']);
  });

  it('Cancel closes the day option without opening anything', async () => {
    signInAdmin(server);
    reportsApi();
    const { user, router } = renderRoute(routes, '/report?organization_id=2');
    await user.click(await screen.findByRole('button', { name: 'View Inactive users' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/report');
  });
});

describe('/display-report', () => {
  const open = (viewLink: string) => ({ pathname: '/display-report', state: { viewLink } });

  it('shows the report of the link in navigation state as a table', async () => {
    signInAdmin(server);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/reports/{name}/{variant}', async ({ response }) => {
        await released;
        return response(200).json(aBasicMetricsReport());
      }),
    );
    renderRoute(routes, open('reports/basic-metrics/group_admin?group_id=10'));
    expect(await screen.findByLabelText('Loading report')).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: 'Basic metrics' });
    expect(rowsOf(table)).toEqual([
      ['Members joined', '12'],
      ['Points earned', '4,210'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute('href', '/report');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens by its address alone (a reload, a shared link), the way back included', async () => {
    signInAdmin(server);
    server.use(http.get('/reports/{name}/{variant}', ({ response }) => response(200).json(aBasicMetricsReport())));
    const address = new URLSearchParams({ report: 'reports/basic-metrics/group_admin?group_id=10', from: '/report?organization_id=1&group_id=10' });
    renderRoute(routes, `/display-report?${address.toString()}`);
    expect(await screen.findByRole('table', { name: 'Basic metrics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute('href', '/report?organization_id=1&group_id=10');
  });

  it('says the spec’s words when the report has no rows', async () => {
    signInAdmin(server);
    server.use(http.get('/reports/{name}/{variant}', ({ response }) => response(200).json(anInactiveUsersReport([]))));
    renderRoute(routes, open('reports/inactive-users/org_admin?days=3&organization_id=1'));
    expect(await screen.findByText('There is no data available matching the conditions for this report')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the server’s reason for a refusal, and the generic words for a failure', async () => {
    signInAdmin(server);
    server.use(http.get('/reports/{name}/{variant}', ({ response }) => response(404).json(errorBody('NotFound', 'There is no organization with id 9.'))));
    const { unmount } = renderRoute(routes, open('reports/basic-metrics/org_admin?organization_id=9'));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no organization with id 9.');
    unmount();

    server.use(http.get('/reports/{name}/{variant}', ({ response }) => response(501).json(errorBody('NotImplemented', 'Not built yet.'))));
    renderRoute(routes, open('reports/basic-metrics/org_admin?organization_id=1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
  });

  it('opened without a report, or with a link the list does not make, says so and leads to the list without calling anything', async () => {
    signInAdmin(server);
    const { unmount } = renderRoute(routes, '/display-report');
    expect(await screen.findByText('No report was chosen. Open one from the report list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the report list' })).toHaveAttribute('href', '/report');
    expect(await axeViolations(document.body)).toEqual([]);
    unmount();

    renderRoute(routes, open('user/org-members'));
    expect(await screen.findByText('This report link is not one the report list makes. Open the report from the list again.')).toBeInTheDocument();
  });
});
