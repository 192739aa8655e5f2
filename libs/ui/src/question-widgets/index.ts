export { McqWidget } from './mcq-widget';
export { FillBlanksWidget, FILL_BLANKS_MAX_LENGTH } from './fill-blanks-widget';
export { OrderWidget, moveItem } from './order-widget';
export { FlashcardWidget, type FlashcardWidgetProps } from './flashcard-widget';
export { QuestionWidget, type QuestionWidgetProps } from './question-widget';
export { shuffle, shuffledOptionIds } from './shuffle';
export type { AnswerWidgetProps, QuestionAnswer, WidgetComponent, WidgetQuestion, WidgetResult } from './types';
export { hasAnswer } from './has-answer';
