import { FillBlanksWidget } from './fill-blanks-widget';
import { FlashcardWidget } from './flashcard-widget';
import { McqWidget } from './mcq-widget';
import { OrderWidget } from './order-widget';
import type { QuestionAnswer, WidgetQuestion, WidgetResult } from './types';

export interface QuestionWidgetProps {
  /** The question; its type picks the widget. */
  question: WidgetQuestion;
  /** The learner's answer so far, null for none (an order question then shows its items as given). */
  answer: QuestionAnswer | null;
  /** Called with each change of the answer. */
  onAnswer: (answer: QuestionAnswer) => void;
  /** The answer cannot change (checked, or a review). */
  locked?: boolean;
  /** The checked result: the verdict and the correct answer. */
  result?: WidgetResult<QuestionAnswer>;
  /** Id of the element naming the question (the stem heading). */
  labelledBy?: string;
  /** What is wrong with a typed answer (fill in the blank), shown with its field. */
  error?: string | null;
}

/** The answer widget for a question's type: multiple choice, fill in the blank, ordering or flashcard. */
export function QuestionWidget({ question, answer, onAnswer, locked, result, labelledBy, error }: QuestionWidgetProps) {
  const common = { question, locked, labelledBy };
  const correct = result?.correct ?? false;
  switch (question.type) {
    case 'mcq':
      return (
        <McqWidget
          {...common}
          value={answer?.type === 'mcq' ? answer.optionId : null}
          onChange={(optionId) => onAnswer({ type: 'mcq', optionId })}
          result={result?.answer.type === 'mcq' ? { correct, answer: result.answer.optionId } : undefined}
        />
      );
    case 'fill_blanks':
      return (
        <FillBlanksWidget
          {...common}
          value={answer?.type === 'fill_blanks' ? answer.text : ''}
          onChange={(text) => onAnswer({ type: 'fill_blanks', text })}
          error={error}
          result={result?.answer.type === 'fill_blanks' ? { correct, answer: result.answer.text } : undefined}
        />
      );
    case 'order':
      return (
        <OrderWidget
          {...common}
          value={answer?.type === 'order' ? answer.order : question.components.map((component) => component.mcq_options.id)}
          onChange={(order) => onAnswer({ type: 'order', order })}
          result={result?.answer.type === 'order' ? { correct, answer: result.answer.order } : undefined}
        />
      );
    case 'flashcard':
      return <FlashcardWidget key={question.id} question={question} />;
  }
}
