import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { defaultHandlers } from '../../../testing/default-handlers';
import {
  activityState,
  explanationOf,
  fillBlanks,
  fillBlanksAnsweredRight,
  flashcard,
  goalSchedule,
  mcq,
  mcqAnsweredWrong,
  order,
  orderAnsweredRight,
  reading,
  unanswered,
} from '../../../testing/learn-fixtures';
import type { Question, Reading, ResponseResult } from '../api';
import { signIn } from '../../../testing/signed-in';

const server = setupMockApi(...defaultHandlers);

// The routes load their screens lazily; loading them once up front keeps module loading out of the first test's waits.
beforeAll(async () => {
  await import('./activity-screens');
  await import('./completion-screen');
});

vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

type Item = Parameters<typeof unanswered>[0] extends infer Q ? { question_id: number; question: Q; response: unknown } : never;

/** The activity's questions (and reading) as the server sends them; returns the bodies of the answers posted. */
function activity(questions: Item[], { reattempt = true, reading = null }: { reattempt?: boolean; reading?: Reading | null } = {}) {
  const posted: unknown[] = [];
  server.use(
    http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ params, response }) => {
      expect([params.goal_id, params.activity_id]).toEqual(['11', '5']);
      return response(200).json({ reattempt, questions: questions as never, reading });
    }),
    http.post('/strapi/response', async ({ request, response }) => {
      const body = (await request.json()) as { question_id: number; type: string };
      posted.push(body);
      const comment = explanationOf(body.question_id);
      if (body.type === 'mcq') return response(200).json({ isUserCorrect: true, correctAnswer: 12, comment });
      if (body.type === 'fill_blanks') return response(200).json({ isUserCorrect: false, correctAnswer: 'timely', comment });
      return response(200).json({ isUserCorrect: false, correctAnswer: { '1': 32, '2': 33, '3': 31 }, comment });
    }),
  );
  return posted;
}

/** The goal's schedule, which names the activity; returns the goal ids it was asked for. */
function schedule() {
  const asked: string[] = [];
  server.use(
    http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ params, response }) => {
      asked.push(String(params.goal_id));
      return response(200).json(goalSchedule);
    }),
  );
  return asked;
}

const open = () => renderRoute(routes, { pathname: '/activity/id/5', state: activityState });
const button = (name: string) => screen.getByRole('button', { name });

describe('the activity player', () => {
  it('checks a multiple-choice answer: Check waits for a choice, then the verdict, locked options and Next', async () => {
    signIn(server);
    const posted = activity([unanswered(mcq), unanswered(fillBlanks)]);
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead with the point' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress: question 1 of 2' })).toHaveAttribute('aria-valuenow', '0');
    expect(button('Back')).toBeDisabled();
    expect(button('Check')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'The request and its deadline' }));
    await user.click(button('Check'));
    expect((await screen.findByText('CORRECT ANSWER')).closest('[role="status"]')).toBeInTheDocument();
    expect(posted).toEqual([{ type: 'mcq', answer: 12, activity_id: 5, goal_id: 11, question_id: 101 }]);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('radio', { name: /The request and its deadline/ })).toHaveTextContent('Your answer: correct');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(button('Next'));
    const stem = screen.getByRole('heading', { level: 2, name: fillBlanks.stem });
    await waitFor(() => expect(stem).toHaveFocus());
    expect(screen.getByRole('progressbar', { name: 'Progress: question 2 of 2' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('img', { name: `Picture for the question: ${fillBlanks.stem}` })).toHaveAttribute('src', '/images/feedback.png');
  });

  it('on the last question offers Finish until there is an answer to check, then Check, then Finish again', async () => {
    signIn(server);
    const posted = activity([mcqAnsweredWrong, unanswered(fillBlanks)]);
    const { user } = open();
    // Resumes after the question answered before.
    expect(await screen.findByRole('heading', { level: 2, name: fillBlanks.stem })).toBeInTheDocument();
    expect(button('Finish')).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), ' late ');
    await user.click(button('Check'));
    expect(await screen.findByText('INCORRECT ANSWER')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: timely')).toBeInTheDocument();
    expect(posted).toEqual([{ type: 'fill_blanks', answer: 'late', activity_id: 5, goal_id: 11, question_id: 102 }]);
    expect(button('Finish')).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
  });

  it('refuses a typed answer with control or direction characters next to it, as the server does, and sends nothing until it is fixed', async () => {
    signIn(server);
    const posted = activity([mcqAnsweredWrong, unanswered(fillBlanks)]);
    const { user } = open();
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'time\u202ely');
    await user.click(button('Check'));
    expect(answer).toHaveAccessibleDescription('Your answer must not contain characters that change the direction of text.');
    expect(posted).toEqual([]);
    expect(answer).not.toHaveAttribute('readonly');

    // The message goes as the answer changes.
    await user.clear(answer);
    expect(answer).not.toHaveAccessibleDescription();
    await user.type(answer, ' Cafe\u0301 ');
    await user.click(button('Check'));
    expect(await screen.findByText('INCORRECT ANSWER')).toBeInTheDocument();
    expect(posted).toEqual([{ type: 'fill_blanks', answer: 'Caf\u00e9', activity_id: 5, goal_id: 11, question_id: 102 }]);
  });

  it('shows the stored result, locked and coloured, on Back', async () => {
    signIn(server);
    activity([mcqAnsweredWrong, unanswered(fillBlanks)]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const stem = screen.getByRole('heading', { level: 2, name: mcq.stem });
    await waitFor(() => expect(stem).toHaveFocus());
    expect(screen.getByText('INCORRECT ANSWER').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /A warm greeting/ })).toHaveTextContent('Your answer: wrong');
    expect(screen.getByRole('radio', { name: /The request and its deadline/ })).toHaveTextContent('Correct answer');
    expect(button('Next')).toBeEnabled();
  });

  it('posts an order answer as positions from 1 to the option ids shown, after a keyboard move', async () => {
    signIn(server);
    const posted = activity([unanswered(order), unanswered(mcq)]);
    const { user } = open();
    const list = await screen.findByRole('list', { name: order.stem });
    const shown = () => within(list).getAllByRole('listitem').map((item) => item.textContent ?? '');
    const before = shown();
    expect(before.map((text) => text.slice(2)).sort()).toEqual(['Agree on next steps', 'Ask for their view', 'Describe what you saw']);
    expect(button('Check')).toBeEnabled();
    const firstText = before[0]!.slice(2);
    await user.click(button(`Move "${firstText}" down`));
    const ids = Object.fromEntries(order.components.map((component) => [component.mcq_options.option_text, component.mcq_options.id]));
    const arranged = shown().map((text) => ids[text.slice(2)]);
    await user.click(button('Check'));
    expect(await screen.findByText('INCORRECT ANSWER')).toBeInTheDocument();
    expect(posted).toEqual([{ id: 103, type: 'order', answer: { '1': arranged[0], '2': arranged[1], '3': arranged[2] }, activity_id: 5, goal_id: 11, question_id: 103 }]);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a flashcard without Check and does not post it', async () => {
    signIn(server);
    const posted = activity([unanswered(flashcard), unanswered(mcq)]);
    const { user } = open();
    const card = await screen.findByRole('button', { name: /Front\s*What does SBI stand for\?/ });
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    card.focus();
    await user.keyboard('{Enter}');
    expect(card).toHaveTextContent('Situation, Behaviour, Impact.');
    await user.click(button('Next'));
    expect(screen.getByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('adds a checked question to notes and to flashcards, and the buttons say so', async () => {
    signIn(server);
    activity([mcqAnsweredWrong, unanswered(fillBlanks)]);
    const notes: unknown[] = [];
    const cards: unknown[] = [];
    server.use(
      http.post('/user-data/add-note', async ({ request, response }) => {
        notes.push(await request.json());
        return response(200).json({ id: 1, note_title: mcq.stem, note_text: 'x', created_at: '2026-11-18T10:00:00Z' } as never);
      }),
      http.post('/user-data/flashcard', async ({ request, response }) => {
        cards.push(await request.json());
        return response(200).json({ id: 1, flashcard_title: mcq.stem, flashcard_text: 'x', created_at: '2026-11-18T10:00:00Z' } as never);
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(button('Add to notes'));
    expect(await screen.findByRole('button', { name: 'Added to Notes' })).toHaveAttribute('aria-disabled', 'true');
    expect(notes).toEqual([{ note_title: mcq.stem, note_text: mcq.comment }]);
    await user.click(button('Add To FlashCards'));
    expect(await screen.findByRole('button', { name: 'Added To FlashCards' })).toBeInTheDocument();
    expect(screen.getByText('Added to FlashCards')).toBeInTheDocument();
    expect(cards).toEqual([{ flashcard_title: mcq.stem, flashcard_text: mcq.comment }]);
    await user.click(button('Added to Notes'));
    expect(notes).toHaveLength(1);
    // Still added after going on and coming back.
    await user.click(button('Next'));
    await user.click(button('Back'));
    expect(button('Added to Notes')).toBeInTheDocument();
  });

  it('completes the activity on Finish and opens the completion screen with the answer', async () => {
    signIn(server);
    activity([fillBlanksAnsweredRight, orderAnsweredRight]);
    const completed: unknown[] = [];
    server.use(
      // Once completed, the activity is not open again: a refetch of the questions would send the player to the review.
      http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ response }) =>
        response(200).json({ reattempt: completed.length === 0, questions: [fillBlanksAnsweredRight, orderAnsweredRight], reading: null }),
      ),
      http.post('/strapi/complete/{activity_id}', async ({ params, request, response }) => {
        completed.push({ activity_id: params.activity_id, body: await request.json() });
        return response(200).json({ user_activity_id: 77, user_score: 12, reading: null });
      }),
    );
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 2, name: order.stem })).toBeInTheDocument();
    expect(screen.getByText('CORRECT ANSWER')).toBeInTheDocument();
    await user.click(button('Finish'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations!' })).toBeInTheDocument();
    expect(completed).toEqual([{ activity_id: '5', body: { goal_id: 11 } }]);
    expect(router.state.location.pathname).toBe('/activity/complete');
    expect(router.state.location.search).toBe('?activity=5&goal=11');
    expect(router.state.location.state).toEqual({ user_activity_id: 77, user_score: 12, reading: null, goal_id: 11, activity_name: 'Lead with the point', activity_id: 5 });
    expect(screen.getByText('You earned 12 points')).toBeInTheDocument();
  });

  it('goes to the review, replacing the player in history, when no new attempt is allowed', async () => {
    signIn(server);
    activity([], { reattempt: false });
    server.use(
      http.get('/strapi/user-responses', ({ query, response }) => {
        expect((['activity_id', 'goal_id', 'attempt'] as const).map((name) => query.get(name))).toEqual(['5', '11', '1']);
        return response(200).json([mcqAnsweredWrong, fillBlanksAnsweredRight]);
      }),
    );
    const { user, router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead with the point: review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activity/review/5');
    expect(router.state.location.search).toBe('?goal=11');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual(activityState);
    expect(screen.getByText('INCORRECT ANSWER')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    await user.click(button('Next'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Timely');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
    await user.click(button('Finish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('asks before quitting: No stays, Yes goes to the dashboard', async () => {
    signIn(server);
    activity([unanswered(mcq)]);
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Quit' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure to quit?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button('Quit'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('shows the server’s message when a check is refused, and the spec’s fallback when loading fails', async () => {
    signIn(server);
    activity([unanswered(mcq), unanswered(order)]);
    server.use(http.post('/strapi/response', ({ response }) => response(409).json(errorBody('AlreadyAnswered', 'This question was already answered in this attempt.'))));
    const { user, unmount } = open();
    await user.click(await screen.findByRole('radio', { name: 'A warm greeting' }));
    await user.click(button('Check'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This question was already answered in this attempt.');
    expect(button('Check')).toBeEnabled();
    unmount();

    server.use(http.get('/strapi/get-questions/{goal_id}/{activity_id}', ({ response }) => response.untyped(Response.json(errorBody('Internal', 'The database is down.'), { status: 500 }))));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured while fetching your data. Please try again later.');
  });

  it('opens by its address alone (a reload, a shared link): the goal comes from ?goal=, the name from the goal’s schedule', async () => {
    signIn(server);
    activity([unanswered(mcq)], { reading });
    const asked = schedule();
    const { user } = renderRoute(routes, '/activity/id/5?goal=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead with the point' })).toBeInTheDocument();
    expect(asked).toEqual(['11']);
    await user.click(button('Start the questions'));
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead with the point' })).toBeInTheDocument();
  });

  it('opened by its address, waits for its name before drawing: the heading never grows from "Activity" to the name (no layout shift)', async () => {
    signIn(server);
    activity([unanswered(mcq)], { reading });
    let answerSchedule!: () => void;
    const held = new Promise<void>((resolve) => (answerSchedule = resolve));
    server.use(
      http.get('/schedule/entire-user-goal-schedule/{goal_id}', async ({ response }) => {
        await held;
        return response(200).json(goalSchedule);
      }),
    );
    renderRoute(routes, '/activity/id/5?goal=11');
    expect(await screen.findByLabelText('Loading the activity')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answerSchedule();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead with the point' })).toBeInTheDocument();
  });

  it('opened from the dashboard, takes the name from navigation state and does not read the schedule', async () => {
    signIn(server);
    activity([unanswered(mcq)]);
    const asked = schedule();
    open();
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead with the point' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('opened by its address, is titled "Activity" when the goal’s schedule does not name it or cannot be read', async () => {
    signIn(server);
    activity([unanswered(mcq)]);
    // The default schedule has no days.
    const { unmount } = renderRoute(routes, '/activity/id/5?goal=11');
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    unmount();

    server.use(http.get('/schedule/entire-user-goal-schedule/{goal_id}', ({ response }) => response(404).json(errorBody('NotFound', 'You are not following this goal.'))));
    renderRoute(routes, '/activity/id/5?goal=11');
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opened by its address when no new attempt is allowed, goes to the review, which names the activity too', async () => {
    signIn(server);
    activity([], { reattempt: false });
    schedule();
    server.use(http.get('/strapi/user-responses', ({ response }) => response(200).json([mcqAnsweredWrong])));
    const { router } = renderRoute(routes, '/activity/id/5?goal=11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead with the point: review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activity/review/5');
    expect(router.state.location.search).toBe('?goal=11');
  });

  it('without its goal in navigation state or its address, says so and links to the dashboard', async () => {
    signIn(server);
    renderRoute(routes, '/activity/id/5');
    expect(await screen.findByText(/could not tell which of your goals this activity belongs to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/dashboard');
  });
});

describe('the activity player’s explanations', () => {
  type Checkable = 'mcq' | 'fill_blanks' | 'order';
  /** Each question type with an explanation of its own (the order fixture has none). */
  const explained: Record<Checkable, Question> = { mcq, fill_blanks: fillBlanks, order: { ...order, comment: 'Say what you saw before asking for their view.' } };
  const correctAnswers: Record<Checkable, ResponseResult['correctAnswer']> = { mcq: 12, fill_blanks: 'timely', order: { '1': 32, '2': 33, '3': 31 } };
  /** Gives an answer to the question on screen (an order question's shown arrangement is already one). */
  const giveAnswer: Record<Checkable, (user: ReturnType<typeof open>['user']) => Promise<void>> = {
    mcq: (user) => user.click(screen.getByRole('radio', { name: 'A warm greeting' })),
    fill_blanks: (user) => user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'timely'),
    order: () => Promise.resolve(),
  };

  /** Every check answers with this verdict, the question type's correct answer and the explanation given. */
  function verdict(correct: boolean, comment: string | null) {
    server.use(
      http.post('/strapi/response', async ({ request, response }) => {
        const { type } = (await request.json()) as { type: Checkable };
        return response(200).json({ isUserCorrect: correct, correctAnswer: correctAnswers[type], comment });
      }),
    );
  }
  const bannerOf = async (text: string) => (await screen.findByText(text)).closest('[role="status"]');

  it.each([
    ['mcq', true],
    ['mcq', false],
    ['fill_blanks', true],
    ['fill_blanks', false],
    ['order', true],
    ['order', false],
  ] as const)('%s answered right (%s): the verdict comes with the explanation, which is not on screen before Check', async (type, correct) => {
    signIn(server);
    const question = explained[type];
    activity([unanswered(question), unanswered(flashcard)]);
    verdict(correct, question.comment);
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 2, name: question.stem })).toBeInTheDocument();
    expect(screen.queryByText(question.comment!)).not.toBeInTheDocument();
    await giveAnswer[type](user);
    await user.click(button('Check'));
    const banner = await bannerOf(correct ? 'CORRECT ANSWER' : 'INCORRECT ANSWER');
    expect(banner).toHaveTextContent(question.comment!);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the verdict alone for a question without an explanation, blank or missing', async () => {
    signIn(server);
    activity([unanswered(order), unanswered(mcq)]);
    verdict(false, null);
    const { user } = open();
    await screen.findByRole('heading', { level: 2, name: order.stem });
    await user.click(button('Check'));
    expect((await bannerOf('INCORRECT ANSWER'))?.textContent).toBe('INCORRECT ANSWER');
    await user.click(button('Next'));
    verdict(false, '  ');
    await giveAnswer.mcq(user);
    await user.click(button('Check'));
    await waitFor(() => expect(screen.getAllByText('INCORRECT ANSWER')).toHaveLength(1));
    expect((await bannerOf('INCORRECT ANSWER'))?.textContent).toBe('INCORRECT ANSWER');
  });

  it('the review shows each question’s explanation beside the learner’s answer', async () => {
    signIn(server);
    server.use(http.get('/strapi/user-responses', ({ response }) => response(200).json([mcqAnsweredWrong, fillBlanksAnsweredRight, orderAnsweredRight])));
    const { user } = renderRoute(routes, { pathname: '/activity/review/5', state: activityState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead with the point: review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /A warm greeting/ })).toHaveTextContent('Your answer: wrong');
    expect(await bannerOf('INCORRECT ANSWER')).toHaveTextContent(mcq.comment!);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(button('Next'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Timely');
    expect(await bannerOf('CORRECT ANSWER')).toHaveTextContent(fillBlanks.comment!);
    // The order fixture has no explanation: the verdict stands alone.
    await user.click(button('Next'));
    expect((await bannerOf('CORRECT ANSWER'))?.textContent).toBe('CORRECT ANSWER');
  });
});

describe('the activity’s reading', () => {
  it('comes first, before the questions; Start the questions moves to the first question, and the reading stays a button away', async () => {
    signIn(server);
    activity([unanswered(mcq), unanswered(fillBlanks)], { reading });
    const { user } = open();
    const section = await screen.findByRole('region', { name: reading.reading_title });
    expect(screen.getByRole('heading', { level: 1, name: 'Lead with the point' })).toBeInTheDocument();
    expect(within(section).getByText('Read first')).toBeInTheDocument();
    expect(within(section).getByText(/Busy readers decide from the first line\./)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: mcq.stem })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(button('Start the questions'));
    const stem = await screen.findByRole('heading', { level: 2, name: mcq.stem });
    await waitFor(() => expect(stem).toHaveFocus());
    expect(screen.getByRole('progressbar', { name: 'Progress: question 1 of 2' })).toBeInTheDocument();

    await user.click(button('Reading'));
    const drawer = await screen.findByRole('dialog', { name: reading.reading_title });
    expect(within(drawer).getByText(/Say what you need, then why\./)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
  });

  it('can be skipped, and does not come back in front of an attempt already under way', async () => {
    signIn(server);
    activity([unanswered(mcq), unanswered(fillBlanks)], { reading });
    const { user, unmount } = open();
    await user.click(await screen.findByRole('button', { name: 'Skip the reading' }));
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    unmount();

    activity([mcqAnsweredWrong, unanswered(fillBlanks)], { reading });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: fillBlanks.stem })).toBeInTheDocument();
    expect(screen.queryByText('Read first')).not.toBeInTheDocument();
    expect(button('Reading')).toBeInTheDocument();
  });

  it('is not offered when the activity has none', async () => {
    signIn(server);
    activity([unanswered(mcq)]);
    open();
    expect(await screen.findByRole('heading', { level: 2, name: mcq.stem })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reading' })).not.toBeInTheDocument();
  });
});
