import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';

const server = setupMockApi();

beforeAll(() => import('./curriculum-screen'));

describe('/admin/curriculum', () => {
  it('has the tabs Program and Activity, each linking to its screens, the tab kept in the address', async () => {
    signInAdmin(server);
    const { user, router } = renderRoute(routes, '/admin/curriculum');
    expect(await screen.findByRole('heading', { name: 'Curriculum' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Program', 'Activity']);
    expect(screen.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
    const program = screen.getByRole('tabpanel', { name: 'Program' });
    expect(within(program).getByRole('link', { name: 'Add subtopic' })).toHaveAttribute('href', '/admin/subtopic/add');
    expect(within(program).getByRole('link', { name: 'Goals' })).toHaveAttribute('href', '/admin/goal/list');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const activity = screen.getByRole('tabpanel', { name: 'Activity' });
    expect(within(activity).getByRole('link', { name: 'Activities by goal' })).toHaveAttribute('href', '/admin/activity/list');
    expect(within(activity).getByRole('link', { name: 'Readings' })).toHaveAttribute('href', '/admin/reading/list');
    expect(within(activity).getByRole('link', { name: 'Add revision' })).toHaveAttribute('href', '/admin/revision/add');
    expect(within(activity).getByRole('link', { name: 'Revisions' })).toHaveAttribute('href', '/admin/revision/list');
    expect(router.state.location.search).toBe('?tab=activity');
  });

  it('opens on the tab the address names, reachable by keyboard', async () => {
    signInAdmin(server);
    const { user } = renderRoute(routes, '/admin/curriculum?tab=activity');
    expect(await screen.findByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'Activity' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
  });
});
