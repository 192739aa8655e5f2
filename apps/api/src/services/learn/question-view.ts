import type { Schema } from '@stride/api-sdk';
import type { KeyedQuestionRow } from './learn-items';

/**
 * A question as a learner sees it. Until they have answered it the key stays on the server: mcq options carry
 * `is_correct: null`, a fill_blanks question has no components (they are its accepted answers), an order
 * question's items come in an order of no meaning with `position` their place in it, and the explanation
 * (`comment`, which often states the answer) is null; the answer call returns it with the verdict. A
 * flashcard's comment is its back, so it always comes. Once answered (or in a back-office preview) the key is
 * shown: `is_correct`, for order items the correct positions, and the explanation (docs/learn-players.md).
 */
export function questionView(question: KeyedQuestionRow, reveal: boolean, seed: number): Schema<'Question'> {
  const { id, type, stem, comment, question_image_url } = question;
  return {
    id,
    type,
    stem,
    comment: reveal || type === 'flashcard' ? comment : null,
    question_image_url,
    components: reveal ? revealed(question) : hidden(question, seed),
  };
}

const component = (option: KeyedQuestionRow['options'][number], position: number, isCorrect: boolean | null): Schema<'QuestionComponent'> => ({
  id: option.id,
  position,
  mcq_options: { id: option.id, option_text: option.option_text, is_correct: isCorrect },
});

function revealed(question: KeyedQuestionRow): Schema<'QuestionComponent'>[] {
  return question.options.map((option) => component(option, option.position, option.is_correct));
}

function hidden(question: KeyedQuestionRow, seed: number): Schema<'QuestionComponent'>[] {
  switch (question.type) {
    case 'mcq':
      return question.options.map((option) => component(option, option.position, null));
    case 'order':
      return scrambled(question.options, seed).map((option, index) => component(option, index + 1, null));
    case 'fill_blanks':
    case 'flashcard':
      return [];
  }
}

/** A fixed order for one learner (so a reload shows the same), unrelated to the correct one. */
function scrambled<T extends { id: number }>(items: T[], seed: number): T[] {
  const rank = (id: number) => Math.imul(id ^ seed, 0x9e3779b1) >>> 0;
  const shuffled = [...items].sort((a, b) => rank(a.id) - rank(b.id));
  // Never the correct order itself, which would give the answer away.
  const inOrder = shuffled.every((item, index) => item === items[index]);
  return inOrder && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0] as T] : shuffled;
}

/** The player's items: each question with the learner's answer in the attempt shown, the key revealed once answered. */
export function questionItems(
  questions: KeyedQuestionRow[],
  responses: { question_id: number; user_response: unknown; is_correct: boolean }[],
  seed: number,
  preview = false,
): Schema<'QuestionItem'>[] {
  const byQuestion = new Map(responses.map((response) => [response.question_id, response]));
  return questions.map((question) => {
    const response = byQuestion.get(question.id);
    return {
      question_id: question.id,
      question: questionView(question, preview || response !== undefined, seed),
      response: response ? { user_response: response.user_response as Schema<'AnswerPayload'>, is_correct: response.is_correct } : null,
    };
  });
}
