import { renderRoute, setupMockApi } from '@stride/app-shell/testing';
import { errorBody, http } from '@stride/api-sdk/testing';
import { axeViolations } from '@stride/ui/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { signInAdmin } from '../../../testing/signed-in';
import { anActivity } from '../../../testing/curriculum-data';

const server = setupMockApi();

beforeAll(() => import('./question-screen'));

/** Serves the activities and records the questions sent; the server answers with `refusal` when given. */
function questionApi(refusal?: string) {
  const bodies: unknown[] = [];
  server.use(
    http.get('/activity/all', ({ response }) => response(200).json([anActivity(), anActivity({ id: 6, code: 'revise', name: 'Revise clarity' })])),
    http.post('/admin/question/add', async ({ request, response }) => {
      bodies.push(await request.json());
      if (refusal) return response(400).json(errorBody('ValidationError', refusal));
      return response(201).json({ id: 40, type: 'mcq', stem: 'Where does the ask go?', comment: null, question_image_url: null, components: [] });
    }),
  );
  return bodies;
}

describe('/admin/question/add/{activity_id}', () => {
  it('warns while the explanation is blank, without refusing the question', async () => {
    signInAdmin(server);
    const bodies = questionApi();
    const { user } = renderRoute(routes, '/admin/question/add/6');
    const warning = 'No explanation yet: after Check the learner will only see whether the answer was right. You can still save the question.';
    expect(await screen.findByText(warning)).toBeVisible();

    const explanation = screen.getByRole('textbox', { name: 'Explanation' });
    await user.type(explanation, 'Readers stop early.');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.clear(explanation);
    await user.type(explanation, '   ');
    expect(screen.getByText(warning)).toBeVisible();
    // The back of a flashcard is not an explanation.
    await user.click(screen.getByRole('radio', { name: 'Flashcard' }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fill in the blank' }));

    await screen.findByRole('option', { name: 'Revise clarity' });
    await user.clear(explanation);
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Feedback works best when it is ____.');
    await user.type(screen.getByRole('textbox', { name: 'Accepted answer 1' }), 'timely');
    await user.type(screen.getByRole('textbox', { name: 'Accepted answer 2' }), 'prompt');
    expect(screen.getByText(warning)).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Question has been added');
    expect(bodies).toEqual([expect.objectContaining({ type: 'fill_blanks', comment: '' })]);
  });

  it('writes a multiple-choice question with its correct option, previewed live with the learner widget', async () => {
    signInAdmin(server);
    const bodies = questionApi();
    const { user } = renderRoute(routes, '/admin/question/add/6');
    expect(await screen.findByRole('heading', { name: 'Add questions' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Revise clarity' });
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveValue('6');

    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Where does the ask go?');
    await user.type(screen.getByRole('textbox', { name: 'Explanation' }), 'Readers stop early.');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'At the end');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'In the first line');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 3' }), 'In the subject only');
    await user.click(screen.getByRole('radio', { name: 'Option 2 is correct' }));

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Where does the ask go?')).toBeInTheDocument();
    expect(within(preview).getAllByRole('radio')).toHaveLength(3);
    expect(within(preview).getByText('In the first line')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Question has been added');
    expect(bodies).toEqual([
      {
        activity_id: 6,
        type: 'mcq',
        stem: 'Where does the ask go?',
        comment: 'Readers stop early.',
        question_image_url: null,
        components: [
          { option_text: 'At the end', is_correct: false, position: 1 },
          { option_text: 'In the first line', is_correct: true, position: 2 },
          { option_text: 'In the subject only', is_correct: false, position: 3 },
        ],
      },
    ]);
  });

  it('refuses control and direction characters next to each field, as the server does, and sends the texts trimmed', async () => {
    signInAdmin(server);
    const bodies = questionApi();
    const { user } = renderRoute(routes, '/admin/question/add/6');
    await screen.findByRole('option', { name: 'Revise clarity' });
    const stem = screen.getByRole('textbox', { name: 'Question' });
    const comment = screen.getByRole('textbox', { name: 'Explanation' });
    await user.type(stem, 'Where does the ask go?\u202e');
    await user.click(comment);
    await user.paste('Readers stop early.\u001b');
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'At the end');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'In the \u2067first line');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Question must not contain characters that change the direction of text.')).toBeInTheDocument();
    expect(screen.getByText('Explanation must not contain control characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveAccessibleDescription('Option 2 must not contain characters that change the direction of text.');
    expect(screen.getByRole('textbox', { name: 'Option 1' })).not.toHaveAccessibleDescription();
    expect(bodies).toEqual([]);

    await user.clear(stem);
    await user.type(stem, '  Where does the ask go?{Enter}');
    await user.clear(comment);
    await user.type(comment, ' Readers stop early. ');
    await user.clear(screen.getByRole('textbox', { name: 'Option 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), ' In the first line ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Question has been added');
    expect(bodies).toEqual([
      expect.objectContaining({
        stem: 'Where does the ask go?',
        comment: 'Readers stop early.',
        components: [
          { option_text: 'At the end', is_correct: true, position: 1 },
          { option_text: 'In the first line', is_correct: false, position: 2 },
        ],
      }),
    ]);
  });

  it('sends the items of an ordering question in their correct order, all correct', async () => {
    signInAdmin(server);
    const bodies = questionApi();
    const { user } = renderRoute(routes, '/admin/question/add/5');
    await screen.findByRole('option', { name: 'Revise clarity' });
    await user.click(screen.getByRole('radio', { name: 'Ordering' }));
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Put the email in order');
    await user.type(screen.getByRole('textbox', { name: 'Item 1' }), 'The ask');
    await user.type(screen.getByRole('textbox', { name: 'Item 2' }), 'The context');
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('The context')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(bodies).toEqual([
      expect.objectContaining({
        activity_id: 5,
        type: 'order',
        components: [
          { option_text: 'The ask', is_correct: true, position: 1 },
          { option_text: 'The context', is_correct: true, position: 2 },
        ],
      }),
    ]);
  });

  it("asks for an activity, sends a flashcard with no options, and shows the server's refusal", async () => {
    signInAdmin(server);
    const bodies = questionApi('The activity is not active.');
    const { user } = renderRoute(routes, '/admin/question/add');
    await screen.findByRole('option', { name: 'Revise clarity' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Activity' })).toHaveAccessibleDescription('Choose an activity.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity' }), 'Lead with the point');

    await user.click(screen.getByRole('radio', { name: 'Flashcard' }));
    expect(screen.queryByRole('textbox', { name: /^Option/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'BLUF stands for?');
    await user.type(screen.getByRole('textbox', { name: 'Back of the card' }), 'Bottom line up front');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity is not active.');
    expect(bodies).toEqual([expect.objectContaining({ activity_id: 5, type: 'flashcard', comment: 'Bottom line up front', components: [] })]);
  });
});
