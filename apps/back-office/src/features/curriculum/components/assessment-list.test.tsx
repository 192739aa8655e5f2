import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import type { Schema } from '@stride/api-sdk';
import { anAuthoredProgram, errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { aGoal } from '../../../testing/curriculum-data';

const server = setupMockApi();

beforeAll(() => import('./assessment-screens'));

type Question = Schema<'AuthoredAssessmentQuestion'>;

const option = (id: number, option_text: string, points: number, goal_id: number) => ({
  id,
  option_text,
  points,
  goal_id,
  goal_name: goal_id === 11 ? 'Write messages people act on' : 'Listen well',
});
const aQuestion = (id: number, position: number, stem: string): Question => ({
  id,
  program_id: 1,
  program_name: 'Effective Communication at Work',
  position,
  stem,
  components: [option(id * 10 + 1, `${stem} A`, 3, 11), option(id * 10 + 2, `${stem} B`, 1, 12), option(id * 10 + 3, `${stem} C`, 0, 11)],
});

/** Program 1 with three questions (goals 11 and 12), a sprint with none; the calls' bodies as sent. */
function assessmentApi({ refusal, questions = [aQuestion(1, 1, 'In meetings I…'), aQuestion(2, 2, 'People ask me to…'), aQuestion(3, 3, 'Emails I send…')] }: { refusal?: string; questions?: Question[] } = {}) {
  let list = questions;
  const sent: { call: string; body?: unknown }[] = [];
  const numbered = (ordered: Question[]) => ordered.map((question, index) => ({ ...question, position: index + 1 }));
  server.use(
    http.get('/program/all', ({ response }) => response(200).json([anAuthoredProgram(), anAuthoredProgram({ id: 2, code: 'sprint', name: 'Meeting Sprint', program_type: 'sprint' })])),
    http.get('/goal/all', ({ response }) => response(200).json([aGoal(), aGoal({ id: 12, code: 'listen', name: 'Listen well' }), aGoal({ id: 13, code: 'other', name: 'Run crisp meetings', program_id: 2 })])),
    http.get('/assessment-question/all', ({ response }) => response(200).json(list)),
    http.put('/assessment-question/order/{program_id}', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ call: 'order', body });
      if (refusal) return response(400).json(errorBody('ValidationError', refusal));
      list = numbered(body.question_ids.map((id) => list.find((question) => question.id === id)!));
      return response(200).json(list);
    }),
    http.put('/assessment-question/update/{question_id}', async ({ request, params, response }) => {
      const body = await request.json();
      sent.push({ call: `update ${params.question_id}`, body });
      if (refusal) return response(400).json(errorBody('ValidationError', refusal));
      const edited = { ...list.find((question) => question.id === Number(params.question_id))!, stem: body.stem };
      list = list.map((question) => (question.id === edited.id ? edited : question));
      return response(200).json(edited);
    }),
    http.delete('/assessment-question/{question_id}', ({ params, response }) => {
      sent.push({ call: `delete ${params.question_id}` });
      const gone = list.find((question) => question.id === Number(params.question_id))!;
      list = numbered(list.filter((question) => question !== gone));
      return response(200).json({ message: `The assessment question "${gone.stem}" has been deleted.` });
    }),
    http.post('/assessment-question/preview/{program_id}', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ call: 'preview', body });
      // The server's rule is not ours to copy: this stand-in recommends "Listen well" once option B of any question is chosen.
      const listen = body.option_ids.some((id) => id % 10 === 2);
      return response(200).json({ goal: listen ? { id: 12, name: 'Listen well', description: 'd' } : { id: 11, name: 'Write messages people act on', description: 'd' } });
    }),
  );
  return sent;
}

const questionList = () => screen.getByRole('list', { name: 'Questions' });
const card = (stem: string) => within(questionList()).getByRole('heading', { name: stem }).closest('li')!;
const stems = () => within(questionList()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('/admin/assessment/list', () => {
  it('keeps the placeholder text, then lists the chosen program’s questions in order with points and goals; the program is in the address', async () => {
    signInAdmin(server);
    assessmentApi();
    const { user, router } = renderRoute(routes, '/admin/assessment/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessments' })).toBeInTheDocument();
    expect(screen.getByText('Each program’s assessment, question by question. Learners meet these questions in their program’s assessment, one program at a time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add assessment' })).toHaveAttribute('href', '/admin/assessment/add');
    const picker = screen.getByRole('combobox', { name: 'Program' });
    await within(picker).findByRole('option', { name: 'Effective Communication at Work' });
    // A sprint has no assessment.
    expect(within(picker).getAllByRole('option').map((item) => item.textContent)).toEqual(['Choose a program', 'Effective Communication at Work']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.selectOptions(picker, 'Effective Communication at Work');
    expect(router.state.location.search).toBe('?program=1');
    expect(await screen.findByRole('list', { name: 'Questions' })).toBeInTheDocument();
    expect(stems()).toEqual(['In meetings I…', 'People ask me to…', 'Emails I send…']);
    expect(within(card('In meetings I…')).getByText('Question 1')).toBeInTheDocument();
    expect(within(within(card('In meetings I…')).getByRole('list', { name: 'Options of "In meetings I…"' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'In meetings I… A: 3 points for Write messages people act on',
      'In meetings I… B: 1 point for Listen well',
      'In meetings I… C: 0 points for Write messages people act on',
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('moves a question by keyboard: the whole order is sent, focus follows it and the move is announced', async () => {
    signInAdmin(server);
    const sent = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/list?program=1');
    await screen.findByRole('list', { name: 'Questions' });
    expect(within(card('In meetings I…')).getByRole('button', { name: 'Move up' })).toBeDisabled();
    within(card('In meetings I…')).getByRole('button', { name: 'Move down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stems()).toEqual(['People ask me to…', 'In meetings I…', 'Emails I send…']));
    expect(sent).toEqual([{ call: 'order', body: { question_ids: [2, 1, 3] } }]);
    await waitFor(() => expect(within(card('In meetings I…')).getByRole('button', { name: 'Move down' })).toHaveFocus());
    expect(screen.getByText('"In meetings I…" moved down to position 2.')).toBeInTheDocument();
    expect(within(card('In meetings I…')).getByText('Question 2')).toBeInTheDocument();

    // Down again to the bottom: its Move down is disabled, so focus goes to its Move up.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stems()).toEqual(['People ask me to…', 'Emails I send…', 'In meetings I…']));
    await waitFor(() => expect(within(card('In meetings I…')).getByRole('button', { name: 'Move up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stems()).toEqual(['People ask me to…', 'In meetings I…', 'Emails I send…']));
    expect(sent.map((call) => call.body)).toEqual([{ question_ids: [2, 1, 3] }, { question_ids: [2, 3, 1] }, { question_ids: [2, 1, 3] }]);
  });

  it("shows the server's refusal of a reorder and keeps the order", async () => {
    signInAdmin(server);
    assessmentApi({ refusal: "Send every question of the program's assessment exactly once, in the new order: it has 4 questions." });
    const { user } = renderRoute(routes, '/admin/assessment/list?program=1');
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(within(card('People ask me to…')).getByRole('button', { name: 'Move up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it has 4 questions');
    expect(stems()).toEqual(['In meetings I…', 'People ask me to…', 'Emails I send…']);
  });

  it('edits a question in place: the form holds its values, Save sends them whole, and focus returns to Edit', async () => {
    signInAdmin(server);
    const sent = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/list?program=1');
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(within(card('People ask me to…')).getByRole('button', { name: 'Edit "People ask me to…"' }));
    const form = screen.getByRole('form', { name: 'Edit "People ask me to…"' });
    const stem = within(form).getByRole('textbox', { name: 'Question' });
    expect(stem).toHaveValue('People ask me to…');
    const second = within(form).getByRole('group', { name: 'Option 2' });
    expect(within(second).getByRole('textbox', { name: 'Answer' })).toHaveValue('People ask me to… B');
    await waitFor(() => expect(within(second).getByRole('combobox', { name: 'Counts for goal' })).toHaveValue('12'));
    // Only the program's goals.
    expect(within(second).getAllByRole('option').map((item) => item.textContent)).toEqual(['Choose a goal', 'Write messages people act on', 'Listen well']);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.clear(stem);
    await user.type(stem, ' People often ask me to… ');
    const points = within(second).getByRole('textbox', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '5');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Counts for goal' }), 'Write messages people act on');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Assessment question has been updated')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        call: 'update 2',
        body: {
          stem: 'People often ask me to…',
          option_1: 'People ask me to… A',
          option_2: 'People ask me to… B',
          option_3: 'People ask me to… C',
          option_1_points: 3,
          option_2_points: 5,
          option_3_points: 0,
          option_1_goal_id: 11,
          option_2_goal_id: 11,
          option_3_goal_id: 11,
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: /^Edit/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(card('People often ask me to…')).getByRole('button', { name: 'Edit "People often ask me to…"' })).toHaveFocus());
  });

  it("keeps the editor open with the server's refusal, and Cancel sends nothing", async () => {
    signInAdmin(server);
    const sent = assessmentApi({ refusal: 'Goal 13 is not a goal of program 1.' });
    const { user } = renderRoute(routes, '/admin/assessment/list?program=1');
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(within(card('In meetings I…')).getByRole('button', { name: 'Edit "In meetings I…"' }));
    const form = screen.getByRole('form', { name: 'Edit "In meetings I…"' });
    await waitFor(() => expect(within(form).getAllByRole('combobox', { name: 'Counts for goal' })[0]).toHaveValue('11'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Goal 13 is not a goal of program 1.');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('deletes a question after confirming; Cancel keeps it', async () => {
    signInAdmin(server);
    const sent = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/list?program=1');
    await screen.findByRole('list', { name: 'Questions' });
    await user.click(within(card('People ask me to…')).getByRole('button', { name: 'Delete "People ask me to…"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "People ask me to…"?' });
    expect(within(dialog).getByText(/Learners who already answered it keep their answer/)).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(within(card('People ask me to…')).getByRole('button', { name: 'Delete "People ask me to…"' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The assessment question "People ask me to…" has been deleted.')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'delete 2' }]);
    await waitFor(() => expect(stems()).toEqual(['In meetings I…', 'Emails I send…']));
    expect(within(card('Emails I send…')).getByText('Question 2')).toBeInTheDocument();
  });

  it('previews the recommendation: one option per question, the goal the server recommends for them', async () => {
    signInAdmin(server);
    const sent = assessmentApi();
    const { user } = renderRoute(routes, '/admin/assessment/list?program=1');
    const panel = await screen.findByRole('region', { name: 'Preview the recommendation' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Pick an option of one or more questions to see the goal they recommend.');
    const question = (stem: string) => within(panel).getByRole('radiogroup', { name: stem });
    await user.click(within(question('In meetings I…')).getByRole('radio', { name: 'In meetings I… A' }));
    expect(await within(panel).findByText('Recommended goal: Write messages people act on')).toBeInTheDocument();
    await user.click(within(question('Emails I send…')).getByRole('radio', { name: 'Emails I send… B' }));
    expect(await within(panel).findByText('Recommended goal: Listen well')).toBeInTheDocument();
    // Another option of the same question replaces the first.
    await user.click(within(question('Emails I send…')).getByRole('radio', { name: 'Emails I send… C' }));
    expect(await within(panel).findByText('Recommended goal: Write messages people act on')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ option_ids: [11] }, { option_ids: [11, 32] }, { option_ids: [11, 33] }]);
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Clear the choices' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Pick an option');
    expect(within(question('In meetings I…')).getByRole('radio', { name: 'In meetings I… A' })).not.toBeChecked();
  });

  it('says when a program has no questions yet', async () => {
    signInAdmin(server);
    assessmentApi({ questions: [] });
    renderRoute(routes, '/admin/assessment/list?program=1');
    expect(await screen.findByText('This program has no assessment questions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview the recommendation' })).not.toBeInTheDocument();
  });
});
