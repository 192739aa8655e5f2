import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { aProgram, anEnrolledGoal, errorBody, http } from '@stride/api-sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import { signIn } from '../../../testing/signed-in';
import { axeViolations, stubMatchMedia } from '@stride/ui/testing';

const server = setupMockApi(...defaultHandlers);

const communication = aProgram();
const meetings = aProgram({ id: 2, code: 'meetings', name: 'Run Meetings People Want to Attend', program_type: 'sprint', number_of_days: 10, proficiency: 'intermediate' });
const feedback = aProgram({ id: 3, code: 'feedback', name: 'Giving Feedback That Lands', program_type: 'sprint', number_of_days: 10, description: 'Specific, timely, kind.' });

/** The learner's goals, the catalogue and their enrolments, as the server would answer. */
function api({ goals = [anEnrolledGoal()], enrolled = [communication.id] }: { goals?: ReturnType<typeof anEnrolledGoal>[]; enrolled?: number[] } = {}) {
  server.use(
    http.get('/goal/enrolled-goals', ({ response }) => response(200).json(goals)),
    http.get('/program/all-by-user-role', ({ response }) => response(200).json({ programs: [communication], sprints: [meetings, feedback] })),
    http.get('/program/get-enrolled', ({ response }) =>
      response(200).json(
        [communication, meetings, feedback]
          .filter((program) => enrolled.includes(program.id))
          .map((program) => ({
            program_id: program.id,
            enrollment_date: '2026-11-16T09:00:00.000Z',
            program: { id: program.id, name: program.name, program_type: program.program_type, number_of_days: program.number_of_days },
          })),
      ),
    ),
  );
}

async function openActions(user: ReturnType<typeof renderRoute>['user'], program: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${program}` }));
  return screen.findByRole('menu');
}

describe('My Programs', () => {
  it('opens on My Programs for a learner with a goal: Program, Goal, Overall Program and Actions', async () => {
    signIn(server);
    api({ goals: [anEnrolledGoal(), anEnrolledGoal({ goal_id: 12, quitted: true, goal: { ...anEnrolledGoal().goal, id: 12, name: 'An old goal' } })] });
    renderRoute(routes, '/programs');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Programs' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Program', 'Goal', 'Overall Program', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1); // a quitted goal is history, not a row
    expect(within(rows[0]!).getByText('Effective Communication at Work')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Write messages people act on')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Overall program 25%' })).toHaveTextContent('25%');
    expect(screen.getByRole('button', { name: 'My Programs' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is nothing, and opens on Explore for a learner without a goal', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    const { user } = renderRoute(routes, '/programs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'My Programs' }));
    expect(await screen.findByText('The programs you are enrolled in appears here')).toBeInTheDocument();
  });

  it('pauses after the confirmation, then reloads the list and offers Resume', async () => {
    signIn(server);
    let paused = false;
    const pause = vi.fn();
    server.use(
      http.get('/goal/enrolled-goals', ({ response }) => response(200).json([anEnrolledGoal({ paused })])),
      http.post('/goal/pause/{goalId}', ({ params, response }) => {
        pause(params.goalId);
        paused = true;
        return response(200).json({ message: 'The program is paused.' });
      }),
    );
    const { user } = renderRoute(routes, '/programs');
    await user.click(within(await openActions(user, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause program' });
    expect(dialog).toHaveTextContent('Please confirm to pause the program. You can resume it later from this page.');
    expect(pause).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pause).toHaveBeenCalledWith('11');
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    await user.click(within(await openActions(user, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Resume' }));
    expect(await screen.findByRole('dialog', { name: 'Resume program' })).toHaveTextContent('Please confirm to resume the program.');
  });

  it('stays on My Programs after the last goal is quitted, and says it is empty', async () => {
    signIn(server);
    let quitted = false;
    server.use(
      http.get('/goal/enrolled-goals', ({ response }) => response(200).json([anEnrolledGoal({ quitted })])),
      http.get('/program/get-enrolled', ({ response }) => response(200).json([])),
      http.post('/goal/quit/{goalId}', ({ response }) => {
        quitted = true;
        return response(200).json({ message: 'You have quit the program.' });
      }),
    );
    const { user } = renderRoute(routes, '/programs');
    await user.click(within(await openActions(user, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Quit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Quit program' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The programs you are enrolled in appears here')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Programs' })).toBeInTheDocument();
  });

  it('asks before quitting, shows the server’s refusal and keeps the dialog open', async () => {
    signIn(server);
    api();
    server.use(http.post('/goal/quit/{goalId}', ({ response }) => response(409).json(errorBody('GoalCompleted', 'This goal is completed.'))));
    const { user } = renderRoute(routes, '/programs');
    await user.click(within(await openActions(user, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Quit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quit program' });
    expect(dialog).toHaveTextContent("Please confirm to quit the program. This action can't be undone.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(await openActions(user, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Quit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Quit program' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This goal is completed.');
  });

  it('offers the certificate only for a completed goal or one at 100 %', async () => {
    signIn(server);
    api({
      goals: [
        anEnrolledGoal(),
        anEnrolledGoal({ goal_id: 21, completed: true, completed_date: '2026-10-29T10:00:00.000Z', completion_percentage: 100, goal: { id: 21, name: 'Run crisp meetings', program: { id: 2, name: meetings.name, program_type: 'sprint', number_of_days: 10 } } }),
      ],
    });
    const { user } = renderRoute(routes, '/programs');
    const current = await openActions(user, 'Effective Communication at Work');
    expect(within(current).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Explore Program Schedule', 'Pause', 'Quit']);
    await user.keyboard('{Escape}');
    const done = await openActions(user, meetings.name);
    expect(within(done).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Explore Program Schedule', 'Download Program Completion Certificate']);
  });

  it('opens the program schedule with the goal in navigation state, and Back returns here', async () => {
    signIn(server);
    api();
    server.use(
      http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ params, response }) =>
        response(200).json({
          goal_id: Number(params.goal_id),
          program_name: 'Effective Communication at Work',
          static_schedule_day_number: 1,
          days: [
            { day_number: 1, enabled: true, learn: [{ item_type: 'activity', id: 5, name: 'Lead with the point', completed: true }], challenge: [] },
            { day_number: 2, enabled: false, learn: [{ item_type: 'revision', id: 6, name: 'Revise clarity', completed: false }], challenge: [{ challenge_id: 7, name: 'Rewrite an email', type: 'drill', completed: false }] },
          ],
        }),
      ),
    );
    const { user, router } = renderRoute(routes, '/programs');
    await user.click(within(await openActions(user, 'Effective Communication at Work')).getByRole('menuitem', { name: 'Explore Program Schedule' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Effective Communication at Work' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/program-schedule');
    expect(router.state.location.search).toBe('?goal=11');
    expect(router.state.location.state).toEqual({ goal_id: 11, static_day: 4, program_name: 'Effective Communication at Work', referrer: '/programs' });
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Day 1');
    expect(rows[0]).toHaveTextContent('Lead with the point(done)');
    expect(rows[1]).toHaveAttribute('aria-disabled', 'true');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Day 2Locked');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Programs' })).toBeInTheDocument();
  });
});

describe('the program schedule opened by its address alone (a reload, a shared link)', () => {
  it('shows the goal named by ?goal=', async () => {
    signIn(server);
    server.use(
      http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ params, response }) =>
        response(200).json({ goal_id: Number(params.goal_id), program_name: 'Effective Communication at Work', static_schedule_day_number: 1, days: [] }),
      ),
    );
    renderRoute(routes, '/user/program-schedule?goal=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Effective Communication at Work' })).toBeInTheDocument();
  });
});

describe('Explore', () => {
  it('shows Sprints and Programs, open, and hides a section with nothing in it', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    server.use(http.get('/program/all-by-user-role', ({ response }) => response(200).json({ programs: [], sprints: [meetings] })));
    renderRoute(routes, '/programs?section=explore');
    expect(await screen.findByRole('button', { name: 'Sprints' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Programs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Run Meetings People Want to Attend/ })).toBeInTheDocument();
  });

  it('reads the organisation’s catalogue for a member of one', async () => {
    signIn(server, { organization_id: 9 });
    api({ goals: [], enrolled: [] });
    server.use(http.get('/org-program-access/{orgId}', ({ params, response }) => response(200).json({ programs: params.orgId === '9' ? [communication] : [], sprints: [] })));
    renderRoute(routes, '/programs?section=explore');
    expect(await screen.findByRole('button', { name: /Effective Communication at Work/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sprints' })).not.toBeInTheDocument();
  });

  it('enrols in a program and goes to its assessment', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    server.use(
      http.post('/program/enroll/{programId}', ({ response }) => response(200).json({ enrollment_date: '2026-11-18T09:00:00.000Z' })),
      http.get('/strapi-assessment/assessment-question/{program_id}', ({ response }) => response(200).json([])),
      http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) => response(404).json(errorBody('NotFound', 'Take the assessment to see the goal it recommends.'))),
    );
    const { user, router } = renderRoute(routes, '/programs');
    await user.click(await screen.findByRole('button', { name: /Effective Communication at Work/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Effective Communication at Work' });
    expect(within(dialog).getByText(communication.description)).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/images/programs/default.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/assessment\/(questions|result)\/1$/));
    expect(router.state.location.state).toEqual({ program_type: 'program', program_name: 'Effective Communication at Work' });
  });

  it('sends a sprint straight to its result', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    server.use(
      http.post('/program/enroll/{programId}', ({ response }) => response(200).json({ enrollment_date: '2026-11-18T09:00:00.000Z' })),
      http.get('/strapi-assessment/assessment-result/{program_id}', ({ response }) =>
        response(200).json({ goal_id: 31, goal: { id: 31, name: 'Give feedback that lands', description: 'Specific, timely, kind.' }, other_goals: [] }),
      ),
    );
    const { user, router } = renderRoute(routes, '/programs');
    await user.click(await screen.findByRole('button', { name: /Giving Feedback That Lands/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/result/3'));
  });

  it('shows Get Started for an enrolment without a goal and Already Enrolled once a goal is followed', async () => {
    signIn(server);
    api({ goals: [anEnrolledGoal({ goal: { id: 21, name: 'Run crisp meetings', program: { id: 2, name: meetings.name, program_type: 'sprint', number_of_days: 10 } } })], enrolled: [1, 2] });
    server.use(
      http.get('/strapi-assessment/assessment-responses/{program_id}', ({ response }) => response(200).json([])),
      http.get('/strapi-assessment/assessment-question/{program_id}', ({ response }) => response(200).json([{ id: 101, stem: 'In meetings I mostly…', components: [{ id: 1, option_text: 'talk' }] }])),
    );
    const { user, router } = renderRoute(routes, '/programs?section=explore');
    await user.click(await screen.findByRole('button', { name: /Run Meetings People Want to Attend/ }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Effective Communication at Work/ }));
    const getStarted = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Get Started' });
    await waitFor(() => expect(getStarted).not.toHaveAttribute('data-loading'));
    await user.click(getStarted);
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/questions/1'));
    expect(await screen.findByRole('radiogroup', { name: 'In meetings I mostly…' })).toBeInTheDocument();
  });

  it('says the learner is already enrolled when the server says so', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    server.use(http.post('/program/enroll/{programId}', ({ response }) => response(409).json(errorBody('EnrollmentAlreadyExistsException', 'Conflict'))));
    const { user } = renderRoute(routes, '/programs');
    await user.click(await screen.findByRole('button', { name: /Effective Communication at Work/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already enrolled in this program.');
  });

  it('opens the Subscription Status modal when the plan does not allow the enrolment', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    server.use(http.post('/program/enroll/{programId}', ({ response }) => response(403).json(errorBody('SubscriptionRequired', 'Your free plan includes one sprint.'))));
    const { user, router } = renderRoute(routes, '/programs');
    await user.click(await screen.findByRole('button', { name: /Effective Communication at Work/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enroll' }));
    const modal = await screen.findByRole('dialog', { name: 'Subscription Status' });
    expect(within(modal).getByText('Your free plan includes one sprint.')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(modal).getByRole('link', { name: 'Upgrade plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });
});

describe('the walkthrough', () => {
  it('opens over Explore for a learner who arrives with nothing enrolled, and closing it forgets the state', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    const { user, router } = renderRoute(routes, { pathname: '/programs', state: { dataLength: 0 } });
    const walkthrough = await screen.findByRole('dialog', { name: 'How Stride works' });
    await user.click(within(walkthrough).getByRole('button', { name: 'Start exploring' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.state).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
  });

  it('stays closed without that state', async () => {
    signIn(server);
    api({ goals: [], enrolled: [] });
    renderRoute(routes, '/programs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('on a phone', () => {
  it('has a bottom tab bar with My Programs, Home and Explore, cards instead of a table, and Select Program', async () => {
    const phone = stubMatchMedia((query) => query === '(max-width: 419.98px)');
    try {
      signIn(server);
      api();
      const { user } = renderRoute(routes, '/programs');
      const tabs = await screen.findByRole('navigation', { name: 'Programs' });
      expect(within(tabs).getByRole('button', { name: 'My Programs' })).toHaveAttribute('aria-current', 'page');
      expect(within(tabs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/user/dashboard');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'My Programs' })).getByRole('heading', { name: 'Effective Communication at Work' })).toBeInTheDocument();
      await user.click(within(tabs).getByRole('button', { name: 'Explore' }));
      expect(await screen.findByRole('heading', { name: 'Select Program' })).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });
});
