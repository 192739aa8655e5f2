import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import type { Schema } from '@stride/api-sdk';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { pictureSource } from '../program-pictures';

const server = setupMockApi();

beforeAll(() => import('./curriculum-screen'));

const aProgramOverview = (overrides: Partial<Schema<'ProgramOverview'>> = {}): Schema<'ProgramOverview'> => ({
  id: 1,
  name: 'Clear Communication',
  program_type: 'program',
  number_of_days: 14,
  active: true,
  display_image_url: '/images/programs/clear.svg',
  counts: { goals: 2, activities: 5, challenges: 1, questions: 12, learners_enrolled: 3 },
  goals: [
    { id: 11, name: 'Be clear', active: true, scheduled_days: 10, activities: 5, challenges: 1 },
    { id: 12, name: 'Listen well', active: false, scheduled_days: 0, activities: 0, challenges: 0 },
  ],
  problems: [
    { kind: 'assessment_without_questions', id: 1, name: 'Clear Communication', activity_id: null },
    { kind: 'goal_without_schedule', id: 12, name: 'Listen well', activity_id: null },
    { kind: 'activity_without_questions', id: 7, name: 'Say it in one line', activity_id: null },
    { kind: 'question_without_explanation', id: 70, name: 'Where does the point go?', activity_id: 5 },
  ],
  ...overrides,
});

function overviewApi(programs: Schema<'ProgramOverview'>[] = [aProgramOverview(), aProgramOverview({ id: 2, name: 'Meeting Sprint', program_type: 'sprint', active: false, display_image_url: null, problems: [] })]) {
  server.use(http.get('/curriculum/overview', ({ response }) => response(200).json({ programs })));
}

describe('/admin/curriculum', () => {
  it('shows each program as a card with its facts, counts, goals and what is missing, each linking to its editor', async () => {
    signInAdmin(server);
    overviewApi();
    renderRoute(routes, '/admin/curriculum');
    const cards = [...(await screen.findByRole('list', { name: 'Programs' })).children] as HTMLElement[];
    expect(cards).toHaveLength(2);
    const [clear, sprint] = cards as [HTMLElement, HTMLElement];
    expect(within(clear).getByRole('heading', { name: 'Clear Communication' })).toBeInTheDocument();
    expect(within(clear).getByRole('link', { name: 'Edit Clear Communication' })).toHaveAttribute('href', '/admin/program/edit/1');
    // The picture is decorative: the heading names the card.
    expect(clear.querySelector('img')).toHaveAttribute('src', '/images/programs/clear.svg');
    expect(clear.querySelector('img')).toHaveAttribute('alt', '');
    // Without a picture of its own, learners see the default picture, and so does the card.
    expect(sprint.querySelector('img')).toHaveAttribute('src', pictureSource(null));
    expect(within(clear).getByText('Program')).toBeInTheDocument();
    expect(within(clear).getByText('14 days')).toBeInTheDocument();
    expect(within(clear).getByText('2 goals · 5 activities · 1 challenge · 12 questions · 3 learners enrolled')).toBeInTheDocument();
    const goals = within(clear).getByRole('list', { name: 'Goals of Clear Communication' });
    expect(within(goals).getByRole('link', { name: 'Be clear' })).toHaveAttribute('href', '/admin/goal-static-schedule?goal_id=11');
    expect(within(goals).getByText(/Inactive · 0 days scheduled/)).toBeInTheDocument();
    const missing = within(clear).getByRole('list', { name: 'What Clear Communication is missing' });
    expect(within(missing).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['The assessment has no questions.', '/admin/assessment/add'],
      ['The goal "Listen well" has no schedule.', '/admin/goal-static-schedule?goal_id=12'],
      ['The activity "Say it in one line" has no questions.', '/admin/question/add/7'],
      ['The question "Where does the point go?" has no explanation.', '/admin/activity/preview/5'],
    ]);
    expect(within(sprint).getByText('Sprint')).toBeInTheDocument();
    expect(within(sprint).getByText('Inactive')).toBeInTheDocument();
    expect(within(sprint).getByText('Nothing is missing.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says when there are no programs, and when the overview cannot be loaded', async () => {
    signInAdmin(server);
    overviewApi([]);
    const { unmount } = renderRoute(routes, '/admin/curriculum');
    expect(await screen.findByText('There are no programs yet.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/curriculum/overview', ({ response }) => response(501).json(errorBody('NotImplemented', 'Not built yet.'))));
    renderRoute(routes, '/admin/curriculum');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
  });

  it('keeps the tabs Program and Activity below the cards, each linking to its screens, the tab kept in the address', async () => {
    signInAdmin(server);
    overviewApi();
    const { user, router } = renderRoute(routes, '/admin/curriculum');
    expect(await screen.findByRole('heading', { name: 'Curriculum' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Program', 'Activity']);
    expect(screen.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
    const program = screen.getByRole('tabpanel', { name: 'Program' });
    expect(within(program).getByRole('link', { name: 'Add subtopic' })).toHaveAttribute('href', '/admin/subtopic/add');
    expect(within(program).getByRole('link', { name: 'Goals' })).toHaveAttribute('href', '/admin/goal/list');

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const activity = screen.getByRole('tabpanel', { name: 'Activity' });
    expect(within(activity).getByRole('link', { name: 'Activities by goal' })).toHaveAttribute('href', '/admin/activity/list');
    expect(within(activity).getByRole('link', { name: 'Readings' })).toHaveAttribute('href', '/admin/reading/list');
    expect(within(activity).getByRole('link', { name: 'Add revision' })).toHaveAttribute('href', '/admin/revision/add');
    expect(within(activity).getByRole('link', { name: 'Revisions' })).toHaveAttribute('href', '/admin/revision/list');
    expect(router.state.location.search).toBe('?tab=activity');
  });

  it('opens on the tab the address names, and the cards and tabs are reachable by keyboard', async () => {
    signInAdmin(server);
    overviewApi([aProgramOverview({ goals: [], problems: [] })]);
    const { user } = renderRoute(routes, '/admin/curriculum?tab=activity');
    expect(await screen.findByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: 'Edit Clear Communication' });
    // The app's own navigation comes first: Tab on until the card's link.
    for (let step = 0; step < 50 && document.activeElement?.textContent !== 'Edit'; step += 1) await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Edit Clear Communication');
    screen.getByRole('tab', { name: 'Activity' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Program' })).toHaveAttribute('aria-selected', 'true');
  });
});
