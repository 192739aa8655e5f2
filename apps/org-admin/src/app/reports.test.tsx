import { errorBody, http } from '@stride/api-sdk/testing';
import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { reportCatalogue } from '@stride/reports';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from './router';
import { signInAs, signInGroupAdmin } from '../testing/signed-in';
import { aProgramCompletionReport, anActiveUsersComparison, anInactiveUsersReport } from '../testing/report-data';

const server = setupMockApi();

beforeAll(() => Promise.all([import('../features/administrator/components/administrator-screen'), import('../features/reports/components/reports-section'), import('../features/reports/components/display-report-screen'), import('../features/reports/components/report-chart')]));

/** Answers every report with `result`, recording each one asked for (path and query). */
function reportsApi(result = anInactiveUsersReport()) {
  const asked: string[] = [];
  server.use(
    http.get('/reports/{name}/{variant}', ({ params, request, response }) => {
      asked.push(`${params.name}/${params.variant}${new URL(request.url).search}`);
      return response(200).json(result);
    }),
  );
  return asked;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const administratorReports = { pathname: '/administrator', state: { section: 'reports' } };
const displayReport = (viewLink: string) => ({ pathname: '/display-report', state: { viewLink } });

describe('the Reports section', () => {
  it('lists the nine reports with Report, Description and Actions, and View opens the organisation’s report for roles 3-6', async () => {
    signInAs(server);
    const asked = reportsApi(aProgramCompletionReport());
    const { user, router } = renderRoute(routes, administratorReports);
    const table = await screen.findByRole('table', { name: 'Reports of your organization' });
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Report', 'Description', 'Actions']);
    // The nine of the catalogue, in its order (their titles are checked in @stride/reports' catalogue test).
    expect(rowsOf(table).map((row) => row[0])).toEqual(reportCatalogue.map((report) => report.title));
    expect(rowsOf(table)).toHaveLength(9);
    expect(rowsOf(table)[3]).toEqual(['Basic metrics', 'Members, enrolments, active learners, points and completions at a glance.', 'View']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'View Program completion' }));
    expect(router.state.location.pathname).toBe('/display-report');
    expect(router.state.location.search).toBe('?report=reports%2Fprogram-completion%2Forg_admin');
    expect(router.state.location.state).toEqual({ viewLink: 'reports/program-completion/org_admin' });
    await screen.findByRole('table', { name: 'Program completion' });
    expect(asked).toEqual(['program-completion/org_admin']);
  });

  it('reads the groups’ reports (group_admin) for a group admin, role 2', async () => {
    signInGroupAdmin(server);
    const asked = reportsApi(aProgramCompletionReport());
    const { user, router } = renderRoute(routes, administratorReports);
    expect(await screen.findByRole('table', { name: 'Reports of the groups you administer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Program completion' }));
    expect(router.state.location.state).toEqual({ viewLink: 'reports/program-completion/group_admin' });
    await screen.findByRole('table', { name: 'Program completion' });
    expect(asked).toEqual(['program-completion/group_admin']);
  });

  it('asks inactive users for a day option first: without one, Select a option from drop down.', async () => {
    signInAs(server);
    const asked = reportsApi();
    const { user, router } = renderRoute(routes, administratorReports);
    await user.click(await screen.findByRole('button', { name: 'View Inactive users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inactive users' });
    const days = within(dialog).getByRole('combobox', { name: 'Inactive' });
    expect(within(days).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select an option', 'Today', 'For Last 2 Days', 'For More Than 3 Days', 'For More Than 7 Days']);
    await user.click(within(dialog).getByRole('button', { name: 'View report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Select a option from drop down.');
    expect(router.state.location.pathname).toBe('/administrator');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(days, 'For More Than 7 Days');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View report' }));
    expect(router.state.location.state).toEqual({ viewLink: 'reports/inactive-users/org_admin?days=7' });
    await screen.findByRole('table', { name: 'Inactive users' });
    expect(screen.getByText('Inactive: For More Than 7 Days')).toBeInTheDocument();
    expect(asked).toEqual(['inactive-users/org_admin?days=7']);
  });
});

describe('/display-report', () => {
  it('shows the report of the link under its title, with Download CSV and the way back to the Reports section', async () => {
    signInAs(server);
    reportsApi();
    const { user, router } = renderRoute(routes, displayReport('reports/inactive-users/org_admin?days=0'));
    expect(await screen.findByLabelText('Loading report')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inactive users' });
    expect(screen.getByRole('heading', { name: 'Inactive users', level: 1 })).toBeInTheDocument();
    expect(rowsOf(table)).toEqual([['Tom Reyes', 'tom@northwind.example', '2026-11-24', '1']]);
    expect(screen.getByRole('button', { name: 'Download CSV: Inactive users' })).toBeInTheDocument();
    // Lists of people have no chart.
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to reports' }));
    expect(router.state.location.pathname).toBe('/administrator');
    expect(router.state.location.state).toEqual({ section: 'reports' });
    expect(await screen.findByRole('table', { name: 'Reports of your organization' })).toBeInTheDocument();
  });

  it('draws this week beside last week for active users, as a figure whose caption says what it shows', async () => {
    signInAs(server);
    reportsApi(anActiveUsersComparison());
    renderRoute(routes, displayReport('reports/active-users-comparison/org_admin'));
    const figure = await screen.findByRole('figure', { name: 'Members active on each of the last 7 days, this week beside the same day last week. The table below has the figures.' });
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: 'Active users: this week and last week' }))).toHaveLength(8);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('draws each program’s completion rate', async () => {
    signInGroupAdmin(server);
    reportsApi(aProgramCompletionReport());
    renderRoute(routes, displayReport('reports/program-completion/group_admin'));
    expect(await screen.findByRole('figure', { name: /Completion rate of each program/ })).toBeInTheDocument();
  });

  it('says the spec’s words when the report has no rows, without a chart', async () => {
    signInAs(server);
    reportsApi(anInactiveUsersReport([], 3));
    renderRoute(routes, displayReport('reports/inactive-users/org_admin?days=3'));
    expect(await screen.findByText('There is no data available matching the conditions for this report')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  // The states the report shares with the back office (day option, failures, unknown links) are tested with ReportContent in @stride/app-shell.
  it('shows why the server refused the report', async () => {
    signInGroupAdmin(server);
    server.use(http.get('/reports/{name}/{variant}', ({ response }) => response(403).json(errorBody('Forbidden', 'You may only read the reports of the groups you administer.'))));
    renderRoute(routes, displayReport('reports/basic-metrics/group_admin?group_id=99'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may only read the reports of the groups you administer.');
    expect(screen.getByRole('link', { name: 'Back to reports' })).toBeInTheDocument();
  });

  it('opens by its address alone (a reload, a shared link): the report from ?report=', async () => {
    signInAs(server);
    reportsApi();
    renderRoute(routes, '/display-report?report=reports%2Finactive-users%2Forg_admin%3Fdays%3D0');
    expect(await screen.findByRole('table', { name: 'Inactive users' })).toBeInTheDocument();
  });

  it('opened without a report, says so and leads back to the Reports section without calling anything', async () => {
    signInAs(server);
    const { user, router } = renderRoute(routes, '/display-report');
    expect(await screen.findByText('No report was chosen. Open one from the report list.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Back to reports' }));
    expect(router.state.location.state).toEqual({ section: 'reports' });
    expect(await screen.findByRole('table', { name: 'Reports of your organization' })).toBeInTheDocument();
  });
});
