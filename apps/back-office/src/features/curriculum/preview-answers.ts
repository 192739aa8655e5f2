import { shuffledOptionIds, type QuestionAnswer, type WidgetQuestion, type WidgetResult } from '@stride/ui';
import { normaliseAnswerText } from '@stride/validation';

/**
 * Checking an answer in the admin preview. The preview's questions carry their key (`goal_id` null: is_correct
 * and, for ordering, the correct positions), and there is no learner attempt to post to, so the answer is
 * checked here by the server's rules: the option marked correct; any accepted text, compared as the server
 * compares it; every item in its correct place.
 */
export function checkPreviewAnswer(question: WidgetQuestion, answer: QuestionAnswer): WidgetResult<QuestionAnswer> | null {
  const byPosition = [...question.components].sort((a, b) => a.position - b.position);
  const options = byPosition.map((component) => component.mcq_options);
  switch (answer.type) {
    case 'mcq': {
      const correct = options.find((option) => option.is_correct === true);
      return correct ? { correct: answer.optionId === correct.id, answer: { type: 'mcq', optionId: correct.id } } : null;
    }
    case 'fill_blanks': {
      const first = options[0];
      if (!first) return null;
      const given = normaliseAnswerText(answer.text);
      return {
        correct: options.some((option) => normaliseAnswerText(option.option_text) === given),
        answer: { type: 'fill_blanks', text: first.option_text },
      };
    }
    case 'order': {
      const key = options.map((option) => option.id);
      return { correct: key.every((id, index) => answer.order[index] === id), answer: { type: 'order', order: key } };
    }
  }
}

/** The answers a preview starts with: each ordering question's items shuffled, whatever order they came in (docs/back-office-app.md). */
export function initialPreviewAnswers(questions: readonly WidgetQuestion[], random?: () => number): Record<number, QuestionAnswer> {
  return Object.fromEntries(
    questions.filter((question) => question.type === 'order').map((question) => [question.id, { type: 'order', order: shuffledOptionIds(question.components, random) }]),
  );
}

/** The completed share of a preview in whole percent: questions checked, and flashcards seen, of all. */
export const completedPercent = (completed: number, total: number) => (total > 0 ? Math.round((completed / total) * 100) : 0);
